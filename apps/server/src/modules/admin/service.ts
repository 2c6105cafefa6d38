/** Admin sign-in and review of agent applications (DESIGN.md §4: the spec's browser gate becomes a server check). */
import { desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, type AdminApplication, type ApplicationStatus } from '@safari/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { createAdminSession } from '../../lib/auth.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { MailContext } from '../../lib/mail-outbox.js';
import { applicationRejectedMail, invitationMail, setupLink, setupMail } from '../mail/templates.js';
import { safeEqual } from '../../lib/tokens.js';
import type { Application } from '../agent-applications/service.js';
import { issuePasswordToken } from '../agent-auth/password-tokens.js';

export async function signInAdmin(db: DbOrTx, config: Config, password: string) {
  if (!safeEqual(password, config.adminPassword)) throw new AppError(ERROR_CODES.unauthorized, MESSAGES.incorrectPassword);
  const { token, expiresAt } = await createAdminSession(db);
  return { token, expires_at: expiresAt.toISOString() };
}

export function toAdminApplication(a: Application): AdminApplication {
  return {
    id: a.id,
    inquiry_number: a.inquiryNumber,
    status: a.status as ApplicationStatus,
    contact_email: a.contactEmail,
    company_name: a.companyName,
    contact_person_name: a.contactPersonName,
    contact_person_position: a.contactPersonPosition,
    whatsapp_phone: a.whatsappPhone,
    website: a.website,
    address: a.address,
    location: a.location,
    has_license: a.hasLicense,
    differentiation_answer: a.differentiationAnswer,
    sustainability_answer: a.sustainabilityAnswer,
    instagram_handle: a.instagramHandle,
    facebook_handle: a.facebookHandle,
    other_social_media: (a.otherSocialMedia as Record<string, string | null> | null) ?? null,
    willing_to_share_media: a.willingToShareMedia,
    rejection_reason: a.rejectionReason,
    agent_id: a.agentId,
    created_at: a.createdAt.toISOString(),
    completed_at: a.completedAt?.toISOString() ?? null,
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
  };
}

export async function listApplications(db: DbOrTx, status?: ApplicationStatus): Promise<AdminApplication[]> {
  const rows = await db
    .select()
    .from(s.agentApplications)
    .where(status ? eq(s.agentApplications.status, status) : undefined)
    .orderBy(desc(s.agentApplications.createdAt), desc(s.agentApplications.id));
  return rows.map(toAdminApplication);
}

/** 404 when the id is unknown, 409 when it is not awaiting review (approving or rejecting twice). */
async function notReviewable(db: DbOrTx, id: number): Promise<AppError> {
  const [row] = await db.select({ status: s.agentApplications.status }).from(s.agentApplications).where(eq(s.agentApplications.id, id));
  if (!row) return notFound('Application');
  if (row.status === 'started') return new AppError(ERROR_CODES.applicationNotSubmitted, 'This application has not been submitted yet.');
  return new AppError(ERROR_CODES.applicationAlreadyReviewed, `This application has already been ${row.status}.`);
}

/**
 * Approval creates the public agent profile and a password-less account, then e-mails a single-use setup
 * link. An agent profile the admin already created with the same e-mail is linked instead of duplicated.
 */
/** …and records the approval e-mail (with the setup link) in the same transaction. */
export async function approveApplication(db: Db, mail: MailContext, id: number): Promise<{ application: Application; agentId: number }> {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .update(s.agentApplications)
      .set({ status: 'approved', reviewedAt: new Date(), updatedAt: new Date() })
      .where(sql`${s.agentApplications.id} = ${id} and ${s.agentApplications.status} = 'pending'`)
      .returning();
    if (!a) throw await notReviewable(tx, id);

    const email = a.contactEmail.trim();
    const [existingAccount] = await tx
      .select({ id: s.agentAccounts.id })
      .from(s.agentAccounts)
      .where(sql`lower(${s.agentAccounts.email}) = ${email.toLowerCase()}`);
    if (existingAccount) throw conflict('An agent account with this e-mail already exists.');

    const [existingAgent] = await tx.select().from(s.agents).where(sql`lower(${s.agents.contactEmail}) = ${email.toLowerCase()}`);
    let agentId: number;
    if (existingAgent) {
      agentId = existingAgent.id;
    } else {
      const description = [a.differentiationAnswer, a.sustainabilityAnswer].filter(Boolean).join('\n\n') || null;
      const [agent] = await tx
        .insert(s.agents)
        .values({
          agencyName: a.companyName ?? email,
          contactEmail: email,
          contactPhone: a.whatsappPhone,
          address: a.address,
          country: a.location && a.location !== 'Other' ? a.location : null,
          website: a.website,
          agencyDescription: description,
          socialMedia: { instagram: a.instagramHandle, facebook: a.facebookHandle },
          subscriptionStatus: 'active',
        })
        .returning({ id: s.agents.id });
      agentId = agent!.id;
    }
    const [account] = await tx.insert(s.agentAccounts).values({ agentId, email: email.toLowerCase() }).returning();
    const [application] = await tx.update(s.agentApplications).set({ agentId }).where(eq(s.agentApplications.id, a.id)).returning();
    const token = await issuePasswordToken(tx, account!.id, 'setup');
    await mail.outbox.record(
      tx,
      setupMail({ to: email, agencyName: a.companyName ?? 'your agency', link: setupLink(mail.publicBaseUrl, token, account!.email), approval: true }),
    );
    return { application: application!, agentId };
  });
}

/** Rejects with a reason and records the e-mail telling the applicant, in one transaction. */
export async function rejectApplication(db: Db, mail: MailContext, id: number, reason: string): Promise<{ application: Application }> {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .update(s.agentApplications)
      .set({ status: 'rejected', rejectionReason: reason, reviewedAt: new Date(), updatedAt: new Date() })
      .where(sql`${s.agentApplications.id} = ${id} and ${s.agentApplications.status} = 'pending'`)
      .returning();
    if (!a) throw await notReviewable(tx, id);
    await mail.outbox.record(tx, applicationRejectedMail(a, reason));
    return { application: a };
  });
}

/**
 * Invites an agent the administrator created: a password-less account (created once) and a single-use setup link,
 * e-mailed in the same transaction. A newer link voids older ones; an agent that already set a password is refused.
 */
export async function inviteAgent(db: Db, mail: MailContext, agentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [agent] = await tx.select().from(s.agents).where(eq(s.agents.id, agentId)).for('update');
    if (!agent) throw notFound('Agent');
    const email = agent.contactEmail?.trim().toLowerCase();
    if (!email) throw badRequest('This agent has no contact e-mail to invite.');
    let [account] = await tx.select().from(s.agentAccounts).where(eq(s.agentAccounts.agentId, agentId));
    if (account?.passwordHash) throw conflict('This agent has already set a password and can sign in.');
    if (!account) {
      const [other] = await tx.select({ id: s.agentAccounts.id }).from(s.agentAccounts).where(sql`lower(${s.agentAccounts.email}) = ${email}`);
      if (other) throw conflict('Another agent account already uses this e-mail.');
      [account] = await tx.insert(s.agentAccounts).values({ agentId, email }).returning();
    }
    const token = await issuePasswordToken(tx, account!.id, 'setup');
    await mail.outbox.record(tx, invitationMail({ to: email, agencyName: agent.agencyName, link: setupLink(mail.publicBaseUrl, token, email) }));
  });
}
