/** Agent applications: step 0 (e-mail) and step 5 (completion). Admin review lives in modules/admin. */
import { eq, sql } from 'drizzle-orm';
import { agentApplicationProblems, ERROR_CODES, MESSAGES, type CompleteApplicationBody } from '@safari/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { MailContext } from '../../lib/mail-outbox.js';
import { applicationReceivedMail } from '../mail/templates.js';
import * as s from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { newReference } from '../../lib/tokens.js';

/** How long the step-0 id alone may complete an application (docs/decisions/002-agent-application-completion.md). */
export const COMPLETION_WINDOW_MS = 24 * 60 * 60 * 1000;

export type Application = typeof s.agentApplications.$inferSelect;

const byEmail = (email: string) => sql`lower(${s.agentApplications.contactEmail}) = ${email.trim().toLowerCase()}`;

/** An application left at step 0 past the completion window can never be finished: it no longer counts. */
export function isAbandoned(application: Application, now = Date.now()): boolean {
  return application.status === 'started' && now - application.createdAt.getTime() > COMPLETION_WINDOW_MS;
}

export async function findApplicationByEmail(db: DbOrTx, email: string): Promise<Application | undefined> {
  const [row] = await db.select().from(s.agentApplications).where(byEmail(email));
  return row;
}

async function hasAgentAccount(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: s.agentAccounts.id })
    .from(s.agentAccounts)
    .where(sql`lower(${s.agentAccounts.email}) = ${email.trim().toLowerCase()}`);
  return rows.length > 0;
}

const duplicate = () => conflict(MESSAGES.duplicateApplication, ERROR_CODES.duplicateEmail);

/** Step 0. An abandoned application with the same e-mail is restarted rather than blocking the address forever. */
export async function startApplication(db: DbOrTx, email: string): Promise<{ id: number }> {
  const contactEmail = email.trim();
  if (await hasAgentAccount(db, contactEmail)) throw duplicate();
  const existing = await findApplicationByEmail(db, contactEmail);
  if (existing) {
    if (!isAbandoned(existing)) throw duplicate();
    const [restarted] = await db
      .update(s.agentApplications)
      .set({ contactEmail, createdAt: new Date(), updatedAt: new Date() })
      .where(sql`${s.agentApplications.id} = ${existing.id} and ${s.agentApplications.status} = 'started'`)
      .returning({ id: s.agentApplications.id });
    if (!restarted) throw duplicate();
    return restarted;
  }
  // The unique index on lower(contact_email) settles a race between two identical requests.
  const [row] = await db
    .insert(s.agentApplications)
    .values({ contactEmail, inquiryNumber: newReference('APP'), status: 'started' })
    .onConflictDoNothing()
    .returning({ id: s.agentApplications.id });
  if (!row) throw duplicate();
  return row;
}

/**
 * Step 5. The spec's client holds only the integer id, so the id alone must not be enough to overwrite
 * someone's application: it completes once, while 'started', within the window, with the step-0 e-mail.
 */
/** Submits the answers and records the confirmation e-mail in the same transaction. */
export async function completeApplication(db: Db, mail: MailContext, id: number, input: CompleteApplicationBody): Promise<Application> {
  return db.transaction(async (tx) => {
    const row = await completeInTx(tx, id, input);
    await mail.outbox.record(tx, applicationReceivedMail(row, mail.publicBaseUrl));
    return row;
  });
}

async function completeInTx(db: DbOrTx, id: number, input: CompleteApplicationBody): Promise<Application> {
  const problems = agentApplicationProblems(input);
  if (problems.length > 0) throw badRequest(problems[0]!, problems);

  const [existing] = await db.select().from(s.agentApplications).where(eq(s.agentApplications.id, id));
  // The same answer for "no such id" and "another e-mail": the id must not confirm who applied.
  if (!existing || existing.contactEmail.toLowerCase() !== input.contact_email.toLowerCase()) throw notFound('Application');
  if (existing.status !== 'started') throw new AppError(ERROR_CODES.applicationAlreadySubmitted, 'This application has already been submitted.');
  if (isAbandoned(existing)) {
    throw new AppError(ERROR_CODES.applicationExpired, 'This application has expired. Please start a new application.');
  }

  const [row] = await db
    .update(s.agentApplications)
    .set({
      status: 'pending',
      companyName: input.company_name,
      contactPersonName: input.contact_person_name,
      contactPersonPosition: input.contact_person_position,
      whatsappPhone: input.whatsapp_phone,
      website: input.website,
      address: input.address,
      location: input.location,
      hasLicense: input.has_license,
      differentiationAnswer: input.differentiation_answer,
      sustainabilityAnswer: input.sustainability_answer,
      instagramHandle: input.instagram_handle,
      facebookHandle: input.facebook_handle,
      otherSocialMedia: input.other_social_media,
      willingToShareMedia: input.willing_to_share_media,
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    // Conditional on 'started' so two racing completions cannot both win.
    .where(sql`${s.agentApplications.id} = ${id} and ${s.agentApplications.status} = 'started'`)
    .returning();
  if (!row) throw new AppError(ERROR_CODES.applicationAlreadySubmitted, 'This application has already been submitted.');
  return row;
}

