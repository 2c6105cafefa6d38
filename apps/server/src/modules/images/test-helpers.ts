/** Shared steps for the portal and image tests: agents with sessions (no argon2), multipart bodies, test images. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';
import { createAgentSession } from '../../lib/auth.js';
import * as s from '../../db/schema.js';
import { adminToken } from '../../test/agent-accounts.js';

/** An approved agent with an active account and a bearer session (created directly: sign-in has its own tests). */
export async function agentWithSession(ctx: TestContext) {
  const agent = await createAgent(ctx.database.db);
  const [account] = await ctx.database.db
    .insert(s.agentAccounts)
    .values({ agentId: agent.id, email: agent.contactEmail, status: 'active', passwordSetAt: new Date() })
    .returning();
  const token = await createAgentSession(ctx.database.db, account!.id);
  const experience = await createExperience(ctx.database.db, agent.id);
  return { agent, agentId: agent.id, token, experience };
}

/** Who calls in an authorisation matrix: nobody, the agent whose records they are, another agent, the administrator. */
export type MatrixRole = 'anonymous' | 'owner' | 'other' | 'admin';

/** The owner's agent id and a bearer token for every signed-in caller of a matrix. */
export async function matrixCallers(ctx: TestContext): Promise<{ ownerAgentId: number; tokens: Record<Exclude<MatrixRole, 'anonymous'>, string> }> {
  const owner = await agentWithSession(ctx);
  const other = await agentWithSession(ctx);
  return { ownerAgentId: owner.agentId, tokens: { owner: owner.token, other: other.token, admin: await adminToken(ctx) } };
}

export interface FilePart {
  field?: string;
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----safari${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'image'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'image/jpeg'}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(ctx: TestContext, url: string, token: string | undefined, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export async function jpeg(width = 64, height = 48, color = { r: 200, g: 120, b: 40 }) {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

export async function png(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } }).png().toBuffer();
}
