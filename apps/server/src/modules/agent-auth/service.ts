/** Agent sign-in, status check, password setup and reset (agent-side.md §4, §8; DESIGN.md §4). Never sees HTTP. */
import { eq, sql } from 'drizzle-orm';
import { AGENT_AUTH_CODES as CODES, ERROR_CODES, MESSAGES, type AgentSessionResponse, type CheckApplicationResponse, type PortalAgent } from '@safari/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { createAgentSession, deleteAgentSessions } from '../../lib/auth.js';
import { AppError } from '../../lib/errors.js';
import type { MailMessage } from '../../lib/mail.js';
import { hashPassword, passwordProblems, verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import { findApplicationByEmail, isAbandoned } from '../agent-applications/service.js';
import { loadPortalAgent } from './portal-agent.js';
import {
  consumeToken,
  findUsableToken,
  issuePasswordToken,
  resetLink,
  resetMail,
  setupLink,
  setupLinkRecentlySent,
  setupMail,
  voidOutstandingTokens,
} from './password-tokens.js';

export interface AuthDeps {
  db: Db;
  publicBaseUrl: string;
  /** Sends without making the caller wait, so answers take the same time whether or not a mail went out. */
  sendMail(message: MailMessage): void;
}

type Flags = { needsApplication?: true; accountStatus?: 'pending' | 'rejected'; requiresPasswordSetup?: true };

/** A sign-in failure carrying the flags the spec's login page reads; routes answer it with those flags. */
export class AuthFailure extends AppError {
  constructor(status: number, code: string, message: string, readonly flags: Flags = {}) {
    super(code, message, undefined, status);
  }
}

const invalidCredentials = () => new AuthFailure(401, CODES.invalidCredentials, MESSAGES.loginInvalid);
const disabled = () => new AuthFailure(403, CODES.disabled, MESSAGES.loginDisabled);

export type Account = typeof s.agentAccounts.$inferSelect;

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<Account | undefined> {
  const [row] = await db.select().from(s.agentAccounts).where(sql`lower(${s.agentAccounts.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/** E-mails a fresh setup link unless one went out moments ago. */
export async function sendSetupLink(deps: AuthDeps, account: Account, approval = false): Promise<void> {
  if (!approval && (await setupLinkRecentlySent(deps.db, account.id))) return;
  const token = await issuePasswordToken(deps.db, account.id, 'setup');
  const [agent] = await deps.db.select({ name: s.agents.agencyName }).from(s.agents).where(eq(s.agents.id, account.agentId));
  deps.sendMail(setupMail({ to: account.email, agencyName: agent?.name ?? 'your agency', link: setupLink(deps.publicBaseUrl, token, account.email), approval }));
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
    throw new AuthFailure(409, CODES.passwordSetupRequired, MESSAGES.loginSetupRequired, { requiresPasswordSetup: true });
  }
  const application = await findApplicationByEmail(db, email);
  if (!application || isAbandoned(application) || application.status === 'approved') {
    throw new AuthFailure(404, CODES.needsApplication, MESSAGES.loginNeedsApplication, { needsApplication: true });
  }
  if (application.status === 'rejected') {
    throw new AuthFailure(403, CODES.rejected, MESSAGES.loginRejected, { accountStatus: 'rejected' });
  }
  throw new AuthFailure(403, CODES.pending, MESSAGES.loginPending, { accountStatus: 'pending' });
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
  if (problems.length > 0) throw new AppError(ERROR_CODES.validation, problems[0]!, problems);
}

const invalidSetupLink = () => new AuthFailure(401, CODES.invalidToken, MESSAGES.setupLinkInvalid);
const invalidResetLink = () => new AuthFailure(401, CODES.invalidToken, MESSAGES.resetExpired);

/** Sets a first password with the e-mailed setup link; signs the agent in and ends every other session. */
export async function setupPassword(
  deps: AuthDeps,
  input: { email: string; password: string; confirmPassword: string; token?: string },
): Promise<AgentSessionResponse> {
  const { db } = deps;
  if (!input.token) throw new AppError(CODES.invalidToken, MESSAGES.setupLinkMissing, undefined, 400);
  rejectBadPassword([...(input.email.includes('@') ? [] : [MESSAGES.agentInvalidEmail]), ...passwordProblems(input.password, input.confirmPassword)]);

  const found = await findUsableToken(db, input.token, 'setup');
  if (!found) throw invalidSetupLink();
  const [account] = await db.select().from(s.agentAccounts).where(eq(s.agentAccounts.id, found.accountId));
  if (!account) throw invalidSetupLink();
  if (account.email.toLowerCase() !== input.email.trim().toLowerCase()) throw new AppError('EMAIL_MISMATCH', MESSAGES.setupEmailMismatch, undefined, 400);
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
      const token = await issuePasswordToken(deps.db, account.id, 'reset');
      deps.sendMail(resetMail(account.email, resetLink(deps.publicBaseUrl, token)));
    } else {
      await sendSetupLink(deps, account);
    }
  } else {
    // Roughly the statements a known account costs, so the answer time does not tell.
    await deps.db.delete(s.passwordTokens).where(sql`${s.passwordTokens.accountId} = -1`);
  }
  return { message: MESSAGES.resetRequestGeneric };
}

/** Sets a new password with a reset link and ends every session of the account. */
export async function resetPassword(deps: AuthDeps, input: { token?: string; password: string; confirmPassword: string }): Promise<{ message: string }> {
  const { db } = deps;
  if (!input.token) throw new AppError(ERROR_CODES.validation, MESSAGES.resetNoToken, [MESSAGES.resetNoToken]);
  rejectBadPassword(passwordProblems(input.password, input.confirmPassword));
  const found = await findUsableToken(db, input.token, 'reset');
  if (!found) throw invalidResetLink();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.id))) throw invalidResetLink();
    await tx.update(s.agentAccounts).set({ passwordHash, passwordSetAt: new Date() }).where(eq(s.agentAccounts.id, found.accountId));
    await deleteAgentSessions(tx, found.accountId);
    await voidOutstandingTokens(tx, found.accountId);
  });
  return { message: MESSAGES.resetSuccess };
}

/** The portal's agent; a non-active subscription is a 403 that still carries the agent (the guard lets them in). */
export async function getSignedInAgent(db: DbOrTx, agentId: number): Promise<PortalAgent> {
  return loadPortalAgent(db, agentId);
}
