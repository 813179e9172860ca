// The services the shop runs beside itself (the Auth emulator, the backend): started, awaited and stopped the same way.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { execa } from 'execa';
import pWaitFor from 'p-wait-for';

const STOP_GRACE_MS = 10_000;

/** Starts a Node.js program as a service, killed with this process; nothing is read from its stdin. */
export function startService(file, args, options = {}) {
  return execa(process.execPath, [file, ...args], { reject: false, cleanup: true, stdin: 'ignore', ...options });
}

/** Resolves once `url` answers 200; rejects as soon as `service` ends, or when the time is out. */
export async function whenAnswering(url, service, { timeoutMs, name }) {
  let ended = false;
  service.finally(() => {
    ended = true;
  });
  await pWaitFor(
    async () => {
      if (ended) throw new Error(`${name} stopped while starting`);
      return fetch(url).then(
        (res) => res.status === 200,
        () => false,
      );
    },
    {
      interval: 50,
      timeout: { milliseconds: timeoutMs, message: `${name} did not answer ${url} within ${timeoutMs / 1000} s` },
    },
  );
}

/** Asks a service to stop (SIGINT unless said otherwise) and waits until it has; kills it if it takes over 10 s. */
export async function stopService(service, signal = 'SIGINT') {
  // A service that has ended already ignores the signal.
  service.kill(signal);
  const killer = setTimeout(() => service.kill('SIGKILL'), STOP_GRACE_MS);
  await service;
  clearTimeout(killer);
}

/**
 * Starts a program of Debian's (a server such as nginx or PgBouncer) in the foreground, and resolves once `answering`
 * does; rejects, the program stopped, if it could not start or ended first. Answers its process id, how to stop it
 * (`signal`) and what it printed. `folder`, the program's own files, is removed once it has stopped or could not start.
 * @param {{ binary: string, args: string[], name: string, debianPackage: string, answering: () => Promise<void>, signal?: NodeJS.Signals, folder?: string, log?: (line: string) => void }} options
 */
export async function startProgram({
  binary,
  args,
  name,
  debianPackage,
  answering,
  signal = 'SIGTERM',
  folder,
  log = () => {},
}) {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(line.trim());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // A program that could not be started ends with an error and no exit.
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', resolve);
  });
  const ended = new Promise((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`${name} could not start (${binary}: ${error.message}); install Debian's ${debianPackage}`)),
    );
    child.once('exit', (code) => reject(new Error(`${name} stopped while starting (exit ${code}):\n${output}`)));
  });
  // Once started, its end is `stop`'s business, not a failure to start.
  ended.catch(() => {});
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  try {
    await Promise.race([answering(() => output), ended]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid, stop, output: () => output };
}
