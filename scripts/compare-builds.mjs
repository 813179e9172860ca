// Compares the storefront's builds at two or more commits by the main thread's work of a first visit to / and /menu,
// measured in turns in one run (frontend/e2e/compare-builds.measure.ts), with the bare stack page beside them: the
// machine's speed, which moves threefold from day to day and by a tenth from minute to minute, then touches every
// build alike. Each commit is built in a worktree of its own and served by a shop of its own with the server bundle
// built with it: a page rendered by one build's server bundle and taken over by another's code fails to hydrate, and
// the browser renders it again. The shops run this checkout's backend; only the frontend differs. Not part of the
// test command.
//
//   npm run compare -- 0a16bc9 HEAD              # eight rounds
//   npm run compare -- --rounds=12 main~2 main~1 main
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startShop } from './shop-process.mjs';

const args = process.argv.slice(2);
const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 8);
const commits = args.filter((arg) => !arg.startsWith('--'));
if (commits.length < 2 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('Usage: npm run compare -- [--rounds=N] <commit> <commit> [<commit>...]');
  process.exit(2);
}

function run(command, commandArgs, cwd, env = process.env) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}`);
}

/** The commit's storefront and server bundle, built in a worktree that borrows this checkout's installed packages. */
async function build(commit, workDir) {
  const tree = path.join(workDir, commit.replace(/[^\w.-]/g, '_'));
  run('git', ['worktree', 'add', '--detach', '--force', tree, commit], root);
  await symlink(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
  await symlink(path.join(root, 'frontend', 'node_modules'), path.join(tree, 'frontend', 'node_modules'));
  const frontend = path.join(tree, 'frontend');
  console.log(`Building ${commit}…`);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], frontend);
  run(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'],
    frontend,
  );
  return { tree, spa: path.join(frontend, 'dist'), ssr: path.join(frontend, 'dist-server') };
}

const workDir = await mkdtemp(path.join(tmpdir(), 'shop-compare-'));
const builds = [];
const shops = [];
const dataDirs = [];
try {
  if (!existsSync(path.join(root, 'frontend', 'dist-bare-stack', 'index.html')))
    run('npm', ['run', 'build:bare-stack', '-w', 'frontend'], root);
  for (const commit of commits) builds.push({ commit, ...(await build(commit, workDir)) });
  for (const { commit, spa, ssr } of builds) {
    // Beside the worktrees, not inside their folder: the embedded PostgreSQL runs as a user of its own, who must reach it.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-compare-data-'));
    dataDirs.push(dataDir);
    const shop = await startShop({
      dataDir,
      logFile: path.join(dataDir, 'shop.log'),
      env: { SPA_DIR: spa, SSR_DIR: ssr, LOG_LEVEL: 'warn' },
    });
    shops.push({ commit, shop });
    console.log(`${commit}: ${shop.url}`);
  }
  run('npx', ['playwright', 'test', '--config', 'e2e/compare-builds.config.ts'], path.join(root, 'frontend'), {
    ...process.env,
    COMPARE_SHOPS: JSON.stringify(Object.fromEntries(shops.map(({ commit, shop }) => [commit, shop.url]))),
    COMPARE_ROUNDS: String(rounds),
  });
} finally {
  await Promise.all(shops.map(({ shop }) => shop.stop()));
  for (const { tree } of builds) spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root });
  await Promise.all([workDir, ...dataDirs].map((dir) => rm(dir, { recursive: true, force: true })));
}
