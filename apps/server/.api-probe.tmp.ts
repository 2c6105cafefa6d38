import { fork } from 'node:child_process';
const child = fork('bench/serve.ts', [], { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_AGENTS: '1000', BENCH_EXPERIENCES: '10000' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const ready: any = await new Promise((r) => child.once('message', r));
const origin = `http://127.0.0.1:${ready.port}`;
for (const p of ['/api/health', '/api/experiences?limit=20', '/api/experiences?limit=20', '/api/agents', '/api/agents', `/api/experiences/${ready.experienceId}`, `/api/experiences/${ready.experienceId}`]) {
  const t = performance.now();
  const res = await fetch(origin + p);
  const body = await res.arrayBuffer();
  console.log(p, res.status, body.byteLength, (performance.now() - t).toFixed(1), 'ms');
}
// 20 sequential cached hits
let t = performance.now();
for (let i = 0; i < 50; i++) await (await fetch(origin + '/api/experiences?limit=20')).arrayBuffer();
console.log('50 sequential cached list', ((performance.now() - t) / 50).toFixed(2), 'ms each');
t = performance.now();
for (let i = 0; i < 50; i++) await (await fetch(origin + '/api/health')).arrayBuffer();
console.log('50 sequential health', ((performance.now() - t) / 50).toFixed(2), 'ms each');
t = performance.now();
await Promise.all(Array.from({ length: 50 }, () => fetch(origin + '/api/experiences?limit=20').then((r) => r.arrayBuffer())));
console.log('50 parallel cached list', (performance.now() - t).toFixed(1), 'ms total');
child.kill('SIGTERM');
