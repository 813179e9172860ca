// The one test command: every check the shop has, in order, with a summary at the end.
// Each check's output streams as it runs (that of a check run beside the journeys comes whole as it ends); a failed
// check's last failing lines are printed again just before the summary, so that the end of a long log says what
// broke without scrolling back.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  // The contract's lint and Prettier read no file the regeneration writes (.prettierignore leaves generated code out):
  // they run beside it, one after the other.
  [
    'generated code is fresh',
    'node',
    ['scripts/check-generated.mjs'],
    [
      ['contract lint (Redocly)', 'npm', ['run', 'lint:contract']],
      ['formatting (Prettier, every file it knows)', 'npm', ['run', 'format:check']],
    ],
  ],
  ['backend type check', 'npm', ['run', 'typecheck', '-w', 'backend']],
  // The backend's tests leave about a fifth of two cores idle (a server process starting, a retry falling due), so
  // the storefront builds beside them; its build checks its types first (`npm run typecheck -w frontend`).
  [
    'backend tests (jest, real PostgreSQL)',
    'npm',
    ['test', '-w', 'backend'],
    [['frontend type check and the storefront builds', 'npm', ['run', 'build', '-w', 'frontend']]],
  ],
  ['frontend tests (vitest)', 'npm', ['test', '-w', 'frontend']],
  // After the backend's tests, some of which build it themselves into the same folder.
  ['the backend builds', 'npm', ['run', 'build', '-w', 'backend']],
  // One shop for both: the budget runs first, then the journeys.
  [
    'storefront budget and server-rendered pages (150 KB of JavaScript for / and /menu within 40 KB of the bare stack page, the main thread against the bare stack, content without scripts, hydration), then the browser journeys (Playwright, Chromium)',
    'npm',
    ['run', 'e2e', '-w', 'frontend'],
    // These run beside the journeys, one after the other (each journey waits on the shop or on the browser at
    // times); their output is printed whole as each ends. The linter runs without regenerating Prisma's client
    // (`lint:code`): the check that the generated code is fresh did, and the shop is running.
    [
      [
        'lint (ESLint, type-aware; knip, unused exports and dependencies; the boundaries tried)',
        'npm',
        ['run', 'lint:code'],
      ],
      ['Storybook builds', 'npm', ['run', 'build-storybook', '-w', 'frontend']],
    ],
  ],
  ['deployment files', 'node', ['scripts/check-deployment.mjs']],
];

/** Lines that name a failure in jest's, vitest's, Playwright's, tsc's or ESLint's output. */
const failureLine = /FAIL|✗|×|✘|●|Error|expected|Expected|Received|Timed? ?out|error TS|\d+:\d+\s+error|at .*:\d+:\d+/;
/** The runners print their failures' details last, so the last lines are the telling ones. */
const MAX_FAILURE_LINES = 24;
// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;]*m/g;

/**
 * Runs one check. Its output streams as it comes, or, with `quiet`, is kept and handed back whole, for a check that
 * runs beside another.
 */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: [quiet ? 'ignore' : 'inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const failures = [];
    let output = '';
    let tail = '';
    // A line that only opens an error ("Error:") is followed by the message that says what it is.
    let messageNext = false;
    const collect = (chunk) => {
      const lines = (tail + chunk.toString()).split('\n');
      tail = lines.pop() ?? '';
      for (const raw of lines) {
        const line = raw.replace(ansi, '').trimEnd();
        const wanted = failureLine.test(line) || (messageNext && line.trim() !== '');
        if (line.trim() !== '') messageNext = /Error:$/.test(line);
        if (!wanted || failures.includes(line)) continue;
        failures.push(line);
        if (failures.length > MAX_FAILURE_LINES) failures.shift();
      }
    };
    const show = (stream) => (chunk) => {
      if (quiet) output += chunk.toString();
      else stream.write(chunk);
      collect(chunk);
    };
    child.stdout.on('data', show(process.stdout));
    child.stderr.on('data', show(process.stderr));
    child.on('close', (status) => {
      collect('\n');
      resolve({ status, failures, output });
    });
  });
}

/** Runs one check; `beside` names the check it ran beside, whose output streamed meanwhile. */
async function check(name, command, args, { beside } = {}) {
  const quiet = beside !== undefined;
  if (!quiet) console.log(`\n=== ${name}`);
  const started = Date.now();
  const { status, failures, output } = await run(command, args, { quiet });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (quiet) console.log(`\n=== ${name} (ran beside the ${beside}; its output as it ended)\n${output}`);
  return { name, ok: status === 0, failures, seconds };
}

const results = [];
for (const [name, command, args, beside = []] of steps) {
  const besideResults = (async () => {
    const done = [];
    for (const [besideName, besideCommand, besideArgs] of beside)
      done.push(await check(besideName, besideCommand, besideArgs, { beside: name.split(' (')[0] }));
    return done;
  })();
  results.push(await check(name, command, args));
  results.push(...(await besideResults));
}

const failed = results.filter((result) => !result.ok);
for (const { name, failures } of failed) {
  console.log(`\n=== what failed in ${name}`);
  console.log(failures.length > 0 ? failures.join('\n') : '(no line named the failure; see its output above)');
}
console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)`);
console.log(`\nchecks: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
