#!/usr/bin/env node
// `npm test`: every check, in order, then one summary line `N passed, N failed` over all suites.
// Typecheck and lint count as one check each; the test suites report their own test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2); // e.g. `npm test -- api e2e`
const results = [];

function run(name, cmd, args, opts = {}) {
  console.log(`\n━━━ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: opts.cwd ?? root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: res.status === 0, seconds };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function step(name, fn) {
  if (only.length && !only.includes(name)) return;
  results.push({ name, ...fn() });
}

// What failed (and which browser tests passed only on retry), with the first lines of each error, repeated above
// the summary: a CI log is often read from its tail.
const failures = [];
const firstLines = (text, n = 8) => stripVTControlCharacters(String(text ?? '')).split('\n').filter((l) => l.trim() && !/node_modules|<anonymous>/.test(l)).slice(0, n).map((l) => `      ${l.slice(0, 300)}`);

function vitestFailures(report, suite) {
  for (const file of report?.testResults ?? []) {
    const rel = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push([`${suite} ${rel} › ${t.fullName}`, ...firstLines(t.failureMessages?.[0])]);
    if (failed.length === 0 && file.status === 'failed') failures.push([`${suite} ${rel}`, ...firstLines(file.message)]);
  }
}

function playwrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        // Every attempt: a retry can fail differently from the first run.
        const attempts = (t.results ?? []).flatMap((r, i) => [`    attempt ${i + 1}: ${r.status} after ${(r.duration / 1000).toFixed(1)}s${r.error?.location ? ` at line ${r.error.location.line}` : ''}`, ...firstLines(r.error?.message, 6)]);
        const title = `e2e [${t.projectName}] e2e/tests/${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`;
        failures.push([t.status === 'flaky' ? `${title} — passed on retry` : title, ...attempts]);
      }
    }
    playwrightFailures(suite.suites, here);
  }
}

const vitestCounts = (name, file, ok) => {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  vitestFailures(report, name);
  const failed = report.numFailedTests + (ok ? 0 : report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed };
};

step('build', () => {
  const r = run('build', 'npm', ['run', 'build']);
  return { ...r, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1 };
});
step('typecheck', () => {
  const r = run('typecheck', 'npm', ['run', 'typecheck']);
  return { ...r, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1 };
});
step('lint', () => {
  const r = run('lint', 'npm', ['run', 'lint']);
  return { ...r, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1 };
});
for (const [name, dir] of [['api', 'apps/server'], ['web', 'apps/web']]) {
  step(name, () => {
    const out = path.join(root, dir, '.tmp/vitest.json');
    rmSync(out, { force: true });
    const r = run(`${name} tests`, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`], { cwd: path.join(root, dir) });
    return { ...r, ...vitestCounts(name, out, r.ok) };
  });
}
step('e2e', () => {
  const out = path.join(root, 'e2e/test-results/results.json');
  rmSync(out, { force: true });
  const r = run('browser tests', 'npx', ['playwright', 'test'], { cwd: path.join(root, 'e2e') });
  const report = existsSync(out) ? readJson(out) : undefined;
  if (!report) return { ...r, passed: 0, failed: 1 };
  playwrightFailures(report.suites);
  // Errors outside any test (a global setup that failed, a file that would not load).
  for (const e of report.errors ?? []) failures.push(['e2e (outside any test)', ...firstLines(e.message)]);
  const s = report.stats;
  return { ...r, passed: s.expected + s.flaky, failed: s.unexpected + (r.ok || s.unexpected ? 0 : 1), skipped: s.skipped };
});

if (failures.length) {
  console.log('\n━━━ failures and retries');
  for (const lines of failures) console.log(`  ${lines.join('\n')}`);
}
console.log('\n━━━ summary');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  (${r.seconds}s)`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
