import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from './mail.js';

/** What every module needs, decorated on the Fastify instance as `app.deps`. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
