// The one test command: every check the shop has, in order, with a summary at the end.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['contract lint (Redocly)', 'npm', ['run', 'lint:contract']],
  ['generated code is fresh', 'node', ['scripts/check-generated.mjs']],
  ['lint (ESLint, type-aware; knip, unused exports)', 'npm', ['run', 'lint']],
  ['backend type check', 'npm', ['run', 'typecheck', '-w', 'backend']],
  ['backend tests (jest, real PostgreSQL)', 'npm', ['test', '-w', 'backend']],
  ['frontend type check', 'npm', ['run', 'typecheck', '-w', 'frontend']],
  ['frontend tests (vitest)', 'npm', ['test', '-w', 'frontend']],
  ['Storybook builds', 'npm', ['run', 'build-storybook', '-w', 'frontend']],
  ['the shop builds', 'npm', ['run', 'build']],
  ['storefront JavaScript budget (Chromium, 170 KB gzipped for / and /menu)', 'npm', ['run', 'budget', '-w', 'frontend']],
  ['browser journeys (Playwright, Chromium)', 'npm', ['run', 'e2e', '-w', 'frontend']],
  ['deployment files', 'node', ['scripts/check-deployment.mjs']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
