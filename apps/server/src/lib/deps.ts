import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from './mail.js';
import type { CounterStore } from './counters.js';
import type { JobQueue } from './jobs.js';
import type { MailOutbox } from './mail-outbox.js';
import type { Storage } from './storage/index.js';

/** What every module needs, decorated on the Fastify instance as `app.deps`. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Look-then-count throttles (sign-in failures, not-found probes); Redis-backed when REDIS_URL is set. */
  counters: CounterStore;
  jobs: JobQueue;
  /** The one way to send e-mail: record it in the transaction of the change that causes it. */
  outbox: MailOutbox;
  /** Uploaded image variants: DATA_DIR/uploads, or S3 when configured. */
  storage: Storage;
  /** Now, for scheduled work that compares times (lead reply promise); a test clock in tests. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
