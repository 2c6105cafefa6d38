import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, createShareBody, createShareResponse, ERROR_CODES, LIMITS, readShareResponse, shareParams,
} from '@safari/contract';
import { AppError, badRequest } from '../../lib/errors.js';
import { createShare, findShare } from './service.js';
import { credentialLookupGuard } from '../../lib/probe-guard.js';


export const SHARE_CREATE_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 };
/**
 * The limit is in characters (what the share dialog counts), but Fastify counts bytes. UTF-8 needs at most
 * 3 bytes per UTF-16 code unit, so a body above this many bytes is certainly above the character limit;
 * anything below is read and its characters counted exactly.
 */
const SHARE_BODY_LIMIT_BYTES = LIMITS.sharePayloadMaxChars * 3 + 1024;

const tooLarge = () =>
  new AppError(
    ERROR_CODES.tooLarge,
    'This travel plan is too large to share. Please share individual experiences instead.',
  );

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;

  // Encapsulated to this plugin: only the share routes count characters of the raw JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: SHARE_BODY_LIMIT_BYTES }, (_req, body, done) => {
    const text = body as string;
    if (text.length > LIMITS.sharePayloadMaxChars) return done(tooLarge(), undefined);
    try {
      // Dropping __proto__ keys keeps a stored snapshot from ever re-parenting an object it is copied into.
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)));
    } catch {
      done(badRequest('Malformed request body'), undefined);
    }
  });

  app.post(
    '/shares',
    {
      bodyLimit: SHARE_BODY_LIMIT_BYTES,
      config: { rateLimit: config.rateLimitDisabled ? false : SHARE_CREATE_LIMIT },
      schema: {
        tags: ['shares'],
        summary: 'Create a share link for a trip plan (201; the token is shown once, only its hash is stored)',
        body: createShareBody,
        response: { 201: createShareResponse, 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const created = await createShare(database.db, req.body, config.publicBaseUrl);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/shares/:token',
    {
      ...credentialLookupGuard(app),
      schema: {
        tags: ['shares'],
        params: shareParams,
        response: { 200: readShareResponse, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const shareData = await findShare(database.db, req.params.token);
      if (!shareData) throw new AppError(ERROR_CODES.notFound, 'Share not found');
      return { success: true, share_data: shareData };
    },
  );
};
