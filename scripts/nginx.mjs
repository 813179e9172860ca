// Starts a real nginx (Debian's `nginx` package) with the shop's own proxy configuration, deploy/nginx.conf, in front
// of instances on this machine: for the rolling-restart test and the dinner-rush benchmark. Only what ties the file
// to Docker changes: the replicas are named by port instead of resolved by Docker's DNS, and nginx listens on a free
// port of its own with its files in a temporary folder.
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pWaitFor from 'p-wait-for';
import { startProgram } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const START_TIMEOUT_MS = 60_000;

/** pWaitFor's limit, failing with `message()` as it is when the time is up (nginx's output by then). */
const failingWith = (message) => ({
  milliseconds: START_TIMEOUT_MS,
  fallback: () => {
    throw new Error(message());
  },
});

// What the processes of nginx hold, read from Linux's /proc.

/** The worker processes of the nginx whose master is `pid`. */
function workersOf(pid) {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
}

/** The inode of the socket listening on 127.0.0.1:`port`. */
function listeningSocket(port) {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const line = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .find((fields) => fields[1] === local && fields[3] === '0A');
  if (!line) throw new Error(`nothing listens on 127.0.0.1:${port}`);
  return line[9];
}

/** Whether process `pid` still holds the socket `inode` open (false once it has exited). */
function holdsSocket(pid, inode) {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/**
 * deploy/nginx.conf, with the upstream's servers (those in `down` taken out of the rotation), the port and the files
 * placed for this machine.
 */
export async function localProxyConfig({ upstreams, port, dir, down = [] }) {
  const conf = await readFile(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const replace = (text, pattern, by) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update scripts/nginx.mjs`);
    return text.replace(pattern, by);
  };
  let local = conf;
  local = replace(local, /^worker_processes .*;$/m, `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;`);
  local = replace(local, /^\s*resolver .*;$/m, '');
  // A pipe, not a terminal: /dev/stderr cannot be opened on it, nginx's own `stderr` can.
  local = replace(local, /^(\s*)error_log \/dev\/stderr (\w+);$/m, '$1error_log stderr $2;');
  local = replace(local, /^(\s*)server app:3000 resolve;$/m, (_, indent) =>
    upstreams
      .map((upstream) => `${indent}server 127.0.0.1:${upstream}${down.includes(upstream) ? ' down' : ''};`)
      .join('\n'),
  );
  local = replace(local, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  local = replace(
    local,
    /^(\s*)access_log .*;$/m,
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `$1${kind}_temp_path ${dir}/${kind};`)
      .concat('$1access_log off;')
      .join('\n'),
  );
  return local;
}

/**
 * Starts nginx on a free port before the instances listening on `upstreams` (ports of 127.0.0.1).
 * @param {{ upstreams: number[], log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, port: number, output: () => string, route: (options?: { down?: number[] }) => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startNginx({ upstreams, log = () => {} }) {
  const port = await getPort({ host: '127.0.0.1' });
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-nginx-'));
  // As root, nginx's workers run as `nobody`, which must write its temporary files.
  await chmod(dir, 0o777);
  const confFile = path.join(dir, 'nginx.conf');
  await writeFile(confFile, await localProxyConfig({ upstreams, port, dir }));
  const url = `http://127.0.0.1:${port}`;
  const answering = (output) =>
    pWaitFor(
      () =>
        fetch(`${url}/nginx-health`).then(
          (res) => res.ok,
          () => false,
        ),
      {
        interval: 50,
        timeout: failingWith(() => `nginx did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`),
      },
    );
  const program = await startProgram({
    binary: BINARY,
    args: ['-p', dir, '-e', 'stderr', '-c', confFile],
    name: 'nginx',
    debianPackage: 'nginx',
    answering,
    signal: 'SIGQUIT',
    folder: dir,
    log,
  });
  const { stop } = program;
  /**
   * Takes the instances on the ports `down` out of the rotation and puts every other back, as a deploy does before it
   * stops an instance and after its successor is ready: nginx reloads its configuration.
   */
  const route = async ({ down = [] } = {}) => {
    const previous = workersOf(program.pid);
    await writeFile(confFile, await localProxyConfig({ upstreams, port, dir, down }));
    process.kill(program.pid, 'SIGHUP');
    // Reloaded once new workers run and the previous ones have closed their listening socket: they take no new
    // client, and finish what they had (an event stream, until it ends) by the previous configuration.
    const listening = listeningSocket(port);
    // Taking an instance out waits for the previous workers to have exited (their requests answered, their streams
    // closed after worker_shutdown_timeout): until then they may still open connections to it.
    const previousDone = () =>
      down.length > 0
        ? previous.every((pid) => !existsSync(`/proc/${pid}`))
        : !previous.some((pid) => holdsSocket(pid, listening));
    await pWaitFor(() => workersOf(program.pid).some((pid) => !previous.includes(pid)) && previousDone(), {
      interval: 20,
      timeout: failingWith(() => `nginx did not reload within ${START_TIMEOUT_MS / 1000} s:\n${program.output()}`),
    });
  };
  return { url, port, output: program.output, route, stop };
}
