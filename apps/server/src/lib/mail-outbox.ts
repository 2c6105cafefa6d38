/**
 * The one way the product sends e-mail (docs/decisions/006):
 *  1. a service records the messages a change causes with `outbox.record(tx, …)`, in that change's transaction
 *     (a job per message on the `mail` queue): no mail for a rolled-back change, none lost for a committed one;
 *  2. one worker delivers each job through the configured transport (SMTP or the file outbox), with retries
 *     and exponential backoff when the transport fails: an SMTP outage delays mail and loses none.
 * The message id comes from the job (its creation time and id), so a retry after a crash between sending and
 * completing rewrites the same outbox file, and SMTP receivers see the same Message-ID.
 */
import type { DbOrTx } from '../db/client.js';
import type { JobQueue, QueueDefinition } from './jobs.js';
import type { MailMessage, Mailer } from './mail.js';

export const MAIL_QUEUE = 'mail';

export const MAIL_QUEUE_DEFINITION: QueueDefinition = {
  // With backoff from 30 s this keeps trying for about a day and a half.
  retryLimit: 12,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

export interface MailOutbox {
  record(executor: DbOrTx, messages: MailMessage | MailMessage[]): Promise<void>;
  /** After a response: if mail was recorded since the last call, start delivering now (it is committed by then). */
  deliverRecorded(): void;
}

/** What a service needs to send mail: the outbox and the base of every link in it. */
export interface MailContext {
  outbox: MailOutbox;
  publicBaseUrl: string;
}

export function createMailOutbox(jobs: JobQueue): MailOutbox {
  let recorded = false;
  return {
    async record(executor, messages) {
      for (const message of Array.isArray(messages) ? messages : [messages]) {
        await jobs.send(MAIL_QUEUE, message, { in: executor });
      }
      recorded = true;
    },
    deliverRecorded() {
      if (!recorded) return;
      recorded = false;
      jobs.wake(MAIL_QUEUE);
    },
  };
}

interface WorkerLog {
  warn(obj: object, msg: string): void;
}

/** Delivers recorded mail; a thrown error hands the job back to the queue for a later retry. */
export async function startMailWorker(jobs: JobQueue, mailer: Mailer, log: WorkerLog): Promise<void> {
  await jobs.work<MailMessage>(MAIL_QUEUE, async (message, job) => {
    try {
      // Sortable by when the change happened, and the same on every retry.
      await mailer.send({ ...message, id: `${job.createdOn.toISOString().replace(/[:.]/g, '-')}-${job.id}` });
    } catch (err) {
      // Never log the message: it may hold a password link.
      log.warn({ err, kind: message.kind, attempt: job.retryCount + 1 }, 'mail delivery failed; it will be retried');
      throw err;
    }
  });
}
