import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';

type Operation = { security?: Array<Record<string, string[]>>; responses: Record<string, unknown>; requestBody?: unknown; parameters?: Array<{ in: string }> };

/** The API docs say what each route really demands and answers; an undocumented bearer route fails here. */
describe('OpenAPI document', () => {
  let ctx: TestContext;
  let operations: Array<{ method: string; path: string; op: Operation }>;
  beforeAll(async () => {
    ctx = await createTestContext();
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['adminSession', 'agentSession']);
    operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
  }, 60_000);
  afterAll(async () => ctx.close());

  /** Every API route asks each of these without a token; the ones that answer 401 must say they need one. */
  it('declares bearer security and 401 on exactly the routes that refuse an anonymous caller', async () => {
    for (const { method, path, op } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      if (res.statusCode === 401 && !path.startsWith('/api/agent-auth/') && path !== '/api/admin/login') {
        expect(op.security, `${method} ${path} answers 401 but declares no security`).toBeDefined();
      }
      if (op.security) {
        expect(res.statusCode, `${method} ${path} declares security but let an anonymous caller in`).toBe(401);
        expect(Object.keys(op.responses), `${method} ${path}`).toContain('401');
      }
    }
    const secured = operations.filter((o) => o.op.security).map((o) => `${o.method} ${o.path}`);
    expect(secured).toEqual(expect.arrayContaining(['GET /api/admin/applications', 'GET /api/agent-auth/me', 'GET /api/agent/leads/recent', 'GET /api/dev/outbox']));
    expect(operations.find((o) => o.path === '/api/agent-auth/me')!.op.security).toEqual([{ agentSession: [] }]);
    expect(operations.find((o) => o.path === '/api/admin/applications')!.op.security).toEqual([{ adminSession: [] }]);
  });

  it('declares 400 for validated input, 413 with a body, 404 for addressed resources and 429 where limited', () => {
    for (const { method, path, op } of operations) {
      const statuses = Object.keys(op.responses);
      if (op.requestBody) expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '413']));
      if (op.parameters?.length) expect(statuses, `${method} ${path}`).toContain('400');
      if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('404');
    }
    const limited = ['POST /api/agent-auth/login', 'POST /api/travelers', 'POST /api/shares', 'GET /api/shares/{token}', 'GET /api/travelers/{id}', 'POST /api/admin/login'];
    for (const name of limited) {
      const found = operations.find((o) => `${o.method} ${o.path}` === name);
      expect(found, name).toBeDefined();
      expect(Object.keys(found!.op.responses), name).toContain('429');
    }
  });
});
