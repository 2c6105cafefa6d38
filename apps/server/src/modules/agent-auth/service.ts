/** Agent sign-in, status check, password setup and reset (agent-side.md §4, §8; DESIGN.md §4). Never sees HTTP. */
import { eq, sql } from 'drizzle-orm';
import { AGENT_AUTH_CODES as CODES, ERROR_CODES, MESSAGES, type AgentSessionResponse, type CheckApplicationResponse, type PortalAgent } from '@safari/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { createAgentSession, deleteAgentSessions } from '../../lib/auth.js';
import { AppError } from '../../lib/errors.js';
import type { MailContext } from '../../lib/mail-outbox.js';
import { resetLink, resetMail, setupLink, setupMail } from '../mail/templates.js';
import { hashPassword, passwordProblems, verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import { findApplicationByEmail, isAbandoned } from '../agent-applications/service.js';
import { loadPortalAgent } from './portal-agent.js';
import { consumeToken, findUsableToken, issuePasswordToken, setupLinkRecentlySent, voidOutstandingTokens } from './password-tokens.js';

export interface AuthDeps extends MailContext {
  db: Db;
}

const invalidCredentials = () => new AppError(CODES.invalidCredentials, MESSAGES.loginInvalid);
const disabled = () => new AppError(CODES.disabled, MESSAGES.loginDisabled);

export type Account = typeof s.agentAccounts.$inferSelect;

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<Account | undefined> {
  const [row] = await db.select().from(s.agentAccounts).where(sql`lower(${s.agentAccounts.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/** E-mails a fresh setup link unless one went out moments ago; the token and its mail are recorded together. */
export async function sendSetupLink(deps: AuthDeps, account: Account): Promise<void> {
  if (await setupLinkRecentlySent(deps.db, account.id)) return;
  await deps.db.transaction(async (tx) => {
    const token = await issuePasswordToken(tx, account.id, 'setup');
    const [agent] = await tx.select({ name: s.agents.agencyName }).from(s.agents).where(eq(s.agents.id, account.agentId));
    const link = setupLink(deps.publicBaseUrl, token, account.email);
    await deps.outbox.record(tx, setupMail({ to: account.email, agencyName: agent?.name ?? 'your agency', link, approval: false }));
  });
}

export async function signInAgent(deps: AuthDeps, email: string, password: string): Promise<AgentSessionResponse> {
  const { db } = deps;
  const account = await findAccountByEmail(db, email);
  if (account?.passwordHash) {
    if (!(await verifyPassword(account.passwordHash, password))) throw invalidCredentials();
    if (account.status !== 'active') throw disabled();
    const token = await createAgentSession(db, account.id);
    await db.update(s.agentAccounts).set({ lastLoginAt: new Date() }).where(eq(s.agentAccounts.id, account.id));
    return { token, agent: await loadPortalAgent(db, account.agentId) };
  }
  // Unknown e-mail or no password yet: spend the same time as a real verification.
  await verifyDummyPassword(password);
  if (account) {
    if (account.status !== 'active') throw disabled();
    await sendSetupLink(deps, account);
    throw new AppError(CODES.passwordSetupRequired, MESSAGES.loginSetupRequired, { fields: { requiresPasswordSetup: true } });
  }
  const application = await findApplicationByEmail(db, email);
  if (!application || isAbandoned(application) || application.status === 'approved') {
    throw new AppError(CODES.needsApplication, MESSAGES.loginNeedsApplication, { fields: { needsApplication: true } });
  }
  if (application.status === 'rejected') {
    throw new AppError(CODES.rejected, MESSAGES.loginRejected, { fields: { accountStatus: 'rejected' } });
  }
  throw new AppError(CODES.pending, MESSAGES.loginPending, { fields: { accountStatus: 'pending' } });
}

export async function checkApplication(deps: AuthDeps, email: string): Promise<CheckApplicationResponse> {
  const account = await findAccountByEmail(deps.db, email);
  if (account) {
    if (!account.passwordHash && account.status === 'active') await sendSetupLink(deps, account);
    return {
      hasApplication: true,
      status: 'approved',
      message: account.passwordHash ? MESSAGES.statusCheckApprovedSignIn : MESSAGES.statusCheckApproved,
    };
  }
  const application = await findApplicationByEmail(deps.db, email);
  if (!application || isAbandoned(application) || application.status === 'approved') {
    return { hasApplication: false, status: 'none', message: MESSAGES.statusCheckNone };
  }
  if (application.status === 'rejected') return { hasApplication: true, status: 'rejected', message: MESSAGES.statusCheckRejected };
  if (application.status === 'started') return { hasApplication: true, status: 'pending', message: MESSAGES.statusCheckStarted };
  return { hasApplication: true, status: 'pending', message: MESSAGES.loginPending };
}

function rejectBadPassword(problems: string[]): void {
  if (problems.length > 0) throw new AppError(ERROR_CODES.validation, problems[0]!, { errors: problems });
}

const invalidSetupLink = () => new AppError(CODES.invalidToken, MESSAGES.setupLinkInvalid);
const invalidResetLink = () => new AppError(CODES.invalidToken, MESSAGES.resetExpired);

/** Sets a first password with the e-mailed setup link; signs the agent in and ends every other session. */
export async function setupPassword(
  deps: AuthDeps,
  input: { email: string; password: string; confirmPassword: string; token?: string },
): Promise<AgentSessionResponse> {
  const { db } = deps;
  if (!input.token) throw new AppError(CODES.linkMissing, MESSAGES.setupLinkMissing);
  rejectBadPassword([...(input.email.includes('@') ? [] : [MESSAGES.agentInvalidEmail]), ...passwordProblems(input.password, input.confirmPassword)]);

  const found = await findUsableToken(db, input.token, 'setup');
  if (!found) throw invalidSetupLink();
  const [account] = await db.select().from(s.agentAccounts).where(eq(s.agentAccounts.id, found.accountId));
  if (!account) throw invalidSetupLink();
  if (account.email.toLowerCase() !== input.email.trim().toLowerCase()) throw new AppError(CODES.emailMismatch, MESSAGES.setupEmailMismatch);
  if (account.status !== 'active') throw disabled();

  const passwordHash = await hashPassword(input.password);
  const token = await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.id))) throw invalidSetupLink();
    await tx.update(s.agentAccounts).set({ passwordHash, passwordSetAt: new Date(), lastLoginAt: new Date() }).where(eq(s.agentAccounts.id, account.id));
    await deleteAgentSessions(tx, account.id);
    await voidOutstandingTokens(tx, account.id);
    return createAgentSession(tx, account.id);
  });
  return { token, agent: await loadPortalAgent(db, account.agentId) };
}

/** Always the same answer; a link goes out only to an approved account (a setup link if it has no password yet). */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<{ message: string }> {
  const account = await findAccountByEmail(deps.db, email);
  if (account && account.status === 'active') {
    if (account.passwordHash) {
      await deps.db.transaction(async (tx) => {
        const token = await issuePasswordToken(tx, account.id, 'reset');
        await deps.outbox.record(tx, resetMail(account.email, resetLink(deps.publicBaseUrl, token)));
      });
    } else {
      await sendSetupLink(deps, account);
    }
  } else {
    // Roughly the statements a known account costs, so the answer time does not tell.
    await deps.db.delete(s.passwordTokens).where(sql`${s.passwordTokens.accountId} = -1`);
  }
  return { message: MESSAGES.resetRequestGeneric };
}

/** Sets a new password with a reset link and ends every session of the account; tells the caller whose account it was. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token?: string; password: string; confirmPassword: string },
): Promise<{ message: string; accountEmail: string }> {
  const { db } = deps;
  if (!input.token) throw new AppError(CODES.linkMissing, MESSAGES.resetNoToken, { errors: [MESSAGES.resetNoToken] });
  rejectBadPassword(passwordProblems(input.password, input.confirmPassword));
  const found = await findUsableToken(db, input.token, 'reset');
  if (!found) throw invalidResetLink();
  const passwordHash = await hashPassword(input.password);
  const accountEmail = await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.id))) throw invalidResetLink();
    const [updated] = await tx
      .update(s.agentAccounts)
      .set({ passwordHash, passwordSetAt: new Date() })
      .where(eq(s.agentAccounts.id, found.accountId))
      .returning({ email: s.agentAccounts.email });
    await deleteAgentSessions(tx, found.accountId);
    await voidOutstandingTokens(tx, found.accountId);
    return updated?.email ?? '';
  });
  return { message: MESSAGES.resetSuccess, accountEmail };
}

/** The portal's agent; a non-active subscription is a 403 that still carries the agent (the guard lets them in). */
export async function getSignedInAgent(db: DbOrTx, agentId: number): Promise<PortalAgent> {
  return loadPortalAgent(db, agentId);
}
