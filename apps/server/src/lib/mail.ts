import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Machine-readable kind, e.g. 'traveler-enquiry', 'agent-new-lead', 'password-reset'; kept in the outbox for tests and the dev page. */
  kind: string;
  /** Set by the mail worker (the job id): a retried delivery keeps the same id, so it is never stored twice. */
  id?: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Only the file outbox can list what it sent; SMTP answers an empty list. */
  list(): Promise<StoredMail[]>;
  transport: 'smtp' | 'outbox';
}

/** SMTP when SMTP_URL is set; otherwise every message becomes a JSON file in DATA_DIR/outbox (DESIGN.md §1). */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(m) {
        const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'safari-marketplace.local';
        await transporter.sendMail({
          from: options.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          ...(m.id ? { messageId: `<${m.id}@${domain}>` } : {}),
        });
      },
      async list() {
        return [];
      },
    };
  }
  const dir = options.outboxDir;
  let sequence = 0;
  return {
    transport: 'outbox',
    async send(m) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date();
      // Sortable by time and unique; a message with an id (a mail job) keeps one file however often it is retried.
      const id = m.id ?? `${sentAt.toISOString().replace(/[:.]/g, '-')}-${process.pid}-${(sequence++).toString().padStart(4, '0')}`;
      const stored: StoredMail = { ...m, id, from: options.from, sentAt: sentAt.toISOString() };
      // Written aside, then renamed: a reader (the dev outbox page, a test) never sees a half-written message.
      const file = path.join(dir, `${id}.json`);
      await writeFile(`${file}.partial`, JSON.stringify(stored, null, 2));
      await rename(`${file}.partial`, file);
    },
    async list() {
      let files: string[];
      try {
        files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
      const messages = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as StoredMail));
      return messages.sort((a, b) => (a.id < b.id ? 1 : -1));
    },
  };
}
