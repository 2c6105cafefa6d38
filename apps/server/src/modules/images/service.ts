/** Agent and experience images: upload (pipeline in lib/image-uploads.ts), set primary, delete with its files. */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { AGENT_IMAGE_TYPES, type AgentImageType, type Image } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { checkImageType, deleteStoredImage, storeImage, type UploadForm } from '../../lib/image-uploads.js';
import type { Storage } from '../../lib/storage/index.js';
import { assertOwner, type Caller } from './access.js';
import { singleLineText } from '@safari/contract';

const descriptionField = singleLineText(500);

function parseMeta(fields: Record<string, string>) {
  const description = fields.description?.trim() || null;
  if (description !== null && !descriptionField.safeParse(description).success) throw badRequest('Invalid description', ['description: must be at most 500 characters without control characters']);
  const isPrimary = fields.isPrimary === 'true' || fields.isPrimary === '1';
  let displayOrder: number | undefined;
  if (fields.displayOrder !== undefined && fields.displayOrder !== '') {
    displayOrder = Number(fields.displayOrder);
    if (!Number.isInteger(displayOrder) || displayOrder < 0 || displayOrder > 10_000) throw badRequest('Invalid displayOrder', ['displayOrder: a whole number from 0']);
  }
  return { description, isPrimary, displayOrder };
}

const toImage = (r: { id: number; imageUrl: string; imageDescription: string | null; isPrimary: boolean; displayOrder: number; imageType?: string }): Image => ({
  id: r.id,
  image_url: r.imageUrl,
  image_description: r.imageDescription,
  is_primary: r.isPrimary,
  ...(r.imageType ? { image_type: r.imageType } : {}),
  display_order: r.displayOrder,
});

async function agentOwner(db: DbOrTx, agentId: number) {
  const [row] = await db.select({ id: s.agents.id }).from(s.agents).where(eq(s.agents.id, agentId));
  if (!row) throw notFound('Agent');
  return row.id;
}

async function experienceOwner(db: DbOrTx, experienceId: number) {
  const [row] = await db.select({ agentId: s.experiences.agentId }).from(s.experiences).where(eq(s.experiences.id, experienceId));
  if (!row) throw notFound('Experience');
  return row.agentId;
}

/** Ownership is checked before the body is read (the route reads the form only after this). */
export async function checkAgentUpload(db: DbOrTx, caller: Caller, agentId: number) {
  assertOwner(caller, await agentOwner(db, agentId));
}
export async function checkExperienceUpload(db: DbOrTx, caller: Caller, experienceId: number) {
  assertOwner(caller, await experienceOwner(db, experienceId));
}

async function storeAll(storage: Storage, form: UploadForm, kind: 'agent' | 'experience', prefix: string) {
  if (!form.files.length) throw badRequest('Please select at least one file');
  for (const f of form.files) await checkImageType(f.data, f.filename, kind);
  const stored: Array<{ key: string; url: string }> = [];
  try {
    for (const f of form.files) stored.push(await storeImage(storage, f.data, prefix, f.filename));
  } catch (err) {
    for (const st of stored) await deleteStoredImage(storage, st.key).catch(() => undefined);
    throw err;
  }
  return stored;
}

export async function uploadAgentImages(db: DbOrTx, storage: Storage, agentId: number, form: UploadForm): Promise<Image[]> {
  const meta = parseMeta(form.fields);
  const imageType = (form.fields.imageType ?? 'gallery') as AgentImageType;
  if (!AGENT_IMAGE_TYPES.includes(imageType)) throw badRequest('Invalid imageType', [`imageType: one of ${AGENT_IMAGE_TYPES.join(', ')}`]);
  const stored = await storeAll(storage, form, 'agent', `a${agentId}`);
  try {
    return await db.transaction(async (tx) => {
      const [{ n }] = (await tx.select({ n: count() }).from(s.agentImages).where(eq(s.agentImages.agentId, agentId))) as [{ n: number }];
      const primaryFirst = meta.isPrimary || n === 0;
      if (meta.isPrimary) await tx.update(s.agentImages).set({ isPrimary: false }).where(eq(s.agentImages.agentId, agentId));
      const rows = await tx
        .insert(s.agentImages)
        .values(
          stored.map((st, i) => ({
            agentId,
            imageUrl: st.url,
            storageKey: st.key,
            imageDescription: meta.description,
            imageType,
            isPrimary: i === 0 && primaryFirst,
            displayOrder: (meta.displayOrder ?? n + 1) + i,
          })),
        )
        .returning();
      await tx.update(s.agents).set({ updatedAt: new Date() }).where(eq(s.agents.id, agentId));
      return rows.map(toImage);
    });
  } catch (err) {
    for (const st of stored) await deleteStoredImage(storage, st.key).catch(() => undefined);
    throw err;
  }
}

export async function uploadExperienceImages(db: DbOrTx, storage: Storage, experienceId: number, form: UploadForm): Promise<Image[]> {
  const meta = parseMeta(form.fields);
  const stored = await storeAll(storage, form, 'experience', `e${experienceId}`);
  try {
    return await db.transaction(async (tx) => {
      const [{ n }] = (await tx.select({ n: count() }).from(s.experienceImages).where(eq(s.experienceImages.experienceId, experienceId))) as [{ n: number }];
      const primaryFirst = meta.isPrimary || n === 0;
      if (meta.isPrimary) await tx.update(s.experienceImages).set({ isPrimary: false }).where(eq(s.experienceImages.experienceId, experienceId));
      const rows = await tx
        .insert(s.experienceImages)
        .values(
          stored.map((st, i) => ({
            experienceId,
            imageUrl: st.url,
            storageKey: st.key,
            imageDescription: meta.description,
            isPrimary: i === 0 && primaryFirst,
            // agent-side.md §9: the default displayOrder is the position in the batch, starting at 1.
            displayOrder: (meta.displayOrder ?? 1) + i,
          })),
        )
        .returning();
      await tx.update(s.experiences).set({ updatedAt: new Date() }).where(eq(s.experiences.id, experienceId));
      return rows.map(toImage);
    });
  } catch (err) {
    for (const st of stored) await deleteStoredImage(storage, st.key).catch(() => undefined);
    throw err;
  }
}

export async function setAgentImagePrimary(db: DbOrTx, caller: Caller, imageId: number) {
  const [img] = await db.select().from(s.agentImages).where(eq(s.agentImages.id, imageId));
  if (!img) throw notFound('Image');
  assertOwner(caller, img.agentId);
  await db.transaction(async (tx) => {
    await tx.update(s.agentImages).set({ isPrimary: false }).where(and(eq(s.agentImages.agentId, img.agentId), ne(s.agentImages.id, imageId)));
    await tx.update(s.agentImages).set({ isPrimary: true }).where(eq(s.agentImages.id, imageId));
  });
}

export async function setExperienceImagePrimary(db: DbOrTx, caller: Caller, imageId: number) {
  const [img] = await db.select().from(s.experienceImages).where(eq(s.experienceImages.id, imageId));
  if (!img) throw notFound('Image');
  assertOwner(caller, await experienceOwner(db, img.experienceId));
  await db.transaction(async (tx) => {
    await tx.update(s.experienceImages).set({ isPrimary: false }).where(and(eq(s.experienceImages.experienceId, img.experienceId), ne(s.experienceImages.id, imageId)));
    await tx.update(s.experienceImages).set({ isPrimary: true }).where(eq(s.experienceImages.id, imageId));
  });
}

type OrphanLog = { warn: (obj: object, msg: string) => void };

/** The image is already gone from the database: a storage failure now leaves orphan files, logged, not a failed delete. */
async function removeFiles(storage: Storage, key: string | null, log: OrphanLog) {
  try {
    await deleteStoredImage(storage, key);
  } catch (err) {
    log.warn({ err, storageKey: key }, 'image files could not be deleted');
  }
}

/** The row goes first (the public pages stop pointing at the files), then the files. A deleted primary hands over to the next image in the same transaction. */
export async function deleteAgentImage(db: DbOrTx, storage: Storage, caller: Caller, imageId: number, log: OrphanLog) {
  const [img] = await db.select().from(s.agentImages).where(eq(s.agentImages.id, imageId));
  if (!img) throw notFound('Image');
  assertOwner(caller, img.agentId);
  await db.transaction(async (tx) => {
    await tx.delete(s.agentImages).where(eq(s.agentImages.id, imageId));
    if (!img.isPrimary) return;
    // The public pages show the primary image first: the next in the agent's order takes its place.
    const [next] = await tx
      .select({ id: s.agentImages.id })
      .from(s.agentImages)
      .where(eq(s.agentImages.agentId, img.agentId))
      .orderBy(asc(s.agentImages.displayOrder), asc(s.agentImages.id))
      .limit(1);
    if (next) await tx.update(s.agentImages).set({ isPrimary: true }).where(eq(s.agentImages.id, next.id));
  });
  await removeFiles(storage, img.storageKey, log);
}

export async function deleteExperienceImage(db: DbOrTx, storage: Storage, caller: Caller, imageId: number, log: OrphanLog) {
  const [img] = await db.select().from(s.experienceImages).where(eq(s.experienceImages.id, imageId));
  if (!img) throw notFound('Image');
  assertOwner(caller, await experienceOwner(db, img.experienceId));
  await db.transaction(async (tx) => {
    await tx.delete(s.experienceImages).where(eq(s.experienceImages.id, imageId));
    if (!img.isPrimary) return;
    const [next] = await tx
      .select({ id: s.experienceImages.id })
      .from(s.experienceImages)
      .where(eq(s.experienceImages.experienceId, img.experienceId))
      .orderBy(asc(s.experienceImages.displayOrder), asc(s.experienceImages.id))
      .limit(1);
    if (next) await tx.update(s.experienceImages).set({ isPrimary: true }).where(eq(s.experienceImages.id, next.id));
  });
  await removeFiles(storage, img.storageKey, log);
}
