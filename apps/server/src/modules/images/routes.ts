import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  UPLOAD_LIMITS, agentIdParams, apiErrorSchema, experienceIdParams, imageIdParams, successResponse, uploadedImagesResponse,
} from '@safari/contract';
import { MULTIPART_LIMITS, readUploadForm } from '../../lib/image-uploads.js';
import { callerOf, requireAgentOrAdmin } from './access.js';
import { UPLOAD_RATE_LIMIT, limitUploadsByAgent } from './rate-limit.js';
import {
  checkAgentUpload, checkExperienceUpload, deleteAgentImage, deleteExperienceImage, setAgentImagePrimary,
  setExperienceImagePrimary, uploadAgentImages, uploadExperienceImages,
} from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };
const uploadErrors = { ...errors, 429: apiErrorSchema };

/** Image calls of agent-side.md §7 for the signed-in agent (own records) or the administrator (any agent). */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies. Every limit is set (bodyLimit does not cap multipart).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const { database, storage } = app.deps;
  const db = () => database.db;
  // After the session check (it needs the caller), before the body is read: a refused upload costs no decoding.
  const uploadLimit = limitUploadsByAgent(app, UPLOAD_RATE_LIMIT);

  app.post(
    '/images/agent/:agentId',
    {
      onRequest: [requireAgentOrAdmin, uploadLimit],
      schema: { tags: ['images'], summary: 'Upload agent images (multipart: image, description, isPrimary, imageType, displayOrder)', params: agentIdParams, consumes: ['multipart/form-data'], response: { 200: uploadedImagesResponse, ...uploadErrors } },
    },
    async (req) => {
      const { agentId } = req.params;
      await checkAgentUpload(db(), callerOf(req), agentId);
      const form = await readUploadForm(req, UPLOAD_LIMITS.experienceFiles);
      return { success: true as const, images: await uploadAgentImages(db(), storage, agentId, form) };
    },
  );

  app.post(
    '/images/experience/:experienceId',
    {
      onRequest: [requireAgentOrAdmin, uploadLimit],
      schema: { tags: ['images'], summary: 'Upload up to 5 experience images (multipart: image, description, isPrimary, displayOrder)', params: experienceIdParams, consumes: ['multipart/form-data'], response: { 200: uploadedImagesResponse, ...uploadErrors } },
    },
    async (req) => {
      const { experienceId } = req.params;
      await checkExperienceUpload(db(), callerOf(req), experienceId);
      const form = await readUploadForm(req, UPLOAD_LIMITS.experienceFiles);
      return { success: true as const, images: await uploadExperienceImages(db(), storage, experienceId, form) };
    },
  );

  app.put(
    '/images/:imageId/primary',
    { onRequest: requireAgentOrAdmin, schema: { tags: ['images'], params: imageIdParams, response: { 200: successResponse, ...errors } } },
    async (req) => {
      await setAgentImagePrimary(db(), callerOf(req), req.params.imageId);
      return { success: true as const };
    },
  );

  app.put(
    '/images/experience/:imageId/primary',
    { onRequest: requireAgentOrAdmin, schema: { tags: ['images'], params: imageIdParams, response: { 200: successResponse, ...errors } } },
    async (req) => {
      await setExperienceImagePrimary(db(), callerOf(req), req.params.imageId);
      return { success: true as const };
    },
  );

  app.delete(
    '/images/:imageId',
    { onRequest: requireAgentOrAdmin, schema: { tags: ['images'], params: imageIdParams, response: { 200: successResponse, ...errors } } },
    async (req) => {
      await deleteAgentImage(db(), storage, callerOf(req), req.params.imageId, req.log);
      return { success: true as const };
    },
  );

  app.delete(
    '/images/experience/:imageId',
    { onRequest: requireAgentOrAdmin, schema: { tags: ['images'], params: imageIdParams, response: { 200: successResponse, ...errors } } },
    async (req) => {
      await deleteExperienceImage(db(), storage, callerOf(req), req.params.imageId, req.log);
      return { success: true as const };
    },
  );
};
