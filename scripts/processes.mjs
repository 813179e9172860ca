// The services the shop runs beside itself (the Auth emulator, the backend): started, awaited and stopped the same way.
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
