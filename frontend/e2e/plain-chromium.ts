// A Chromium for measuring what a page costs a phone, driven over the DevTools protocol with only the domains the
// measure reads. Playwright (like Lighthouse) turns the inspector's Runtime and Network domains on in every page it
// opens, and with them Chromium works for the inspector as no phone does: every `Error` made while a script runs
// takes a stack with line and column (V8 reads the whole script again to find them: React DOM's chunk makes five as
// it is evaluated), and every request and every piece of an answer is reported as it goes (ADR 42).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumFlags, headlessShellPath } from '../scripts/chromium.mjs';

/** How a phone's page is opened: Playwright's context options for it (a device's). */
export interface Device {
  viewport?: { width: number; height: number } | null;
  deviceScaleFactor?: number;
  isMobile?: boolean;
  hasTouch?: boolean;
  userAgent?: string;
}

type Params = Record<string, unknown>;
type Listener = (params: Params) => void;

/** A page of its own browser context, spoken to over the protocol. */
export interface PlainPage {
  send<T = Params>(method: string, params?: Params): Promise<T>;
  /** Calls `listener` with each event of that name the page sends, until the page is closed. */
  on(method: string, listener: Listener): void;
  /** Opens `url` and resolves once the page has fired its load event. */
  goto(url: string): Promise<void>;
  /** Evaluates an expression in the page (awaiting a promise) without the Runtime domain, and returns its value. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface PlainChromium {
  newPage(device: Device): Promise<PlainPage>;
  close(): Promise<void>;
}

/** How long the browser may take to say where it listens. */
const START_TIMEOUT_MS = 60_000;

/** Where the browser listens, once it has printed it; `printed` is what it has printed so far. */
async function listeningAt(browser: ChildProcess, printed: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`Chromium did not start within ${START_TIMEOUT_MS} ms:\n${printed()}`)),
      START_TIMEOUT_MS,
    );
    browser.stderr?.on('data', () => {
      const address = /DevTools listening on (ws:\/\/\S+)/.exec(printed())?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    browser.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it listened:\n${printed()}`));
    });
  });
}

export async function launchPlainChromium(): Promise<PlainChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'plain-chromium-'));
  const browser = spawn(
    headlessShellPath,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // What the browser last printed, for the errors that say it went away.
  let printed = '';
  browser.stderr?.on(
    'data',
    (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-4000)),
  );
  const socket = new WebSocket(await listeningAt(browser, () => printed));
  await once(socket, 'open');

  let lastId = 0;
  const answers = new Map<
    number,
    { resolve: (result: Params) => void; reject: (error: Error) => void }
  >();
  const listeners = new Map<string, Listener[]>();
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      sessionId?: string;
      params?: Params;
      result?: Params;
      error?: { message: string };
    };
    if (message.id !== undefined) {
      const answer = answers.get(message.id);
      answers.delete(message.id);
      if (message.error) answer?.reject(new Error(message.error.message));
      else answer?.resolve(message.result ?? {});
      return;
    }
    for (const listener of listeners.get(`${message.sessionId}:${message.method}`) ?? [])
      listener(message.params ?? {});
  });
  // A browser that goes away answers nothing more: what was asked of it fails, with what it printed.
  socket.addEventListener('close', () => {
    for (const { reject } of answers.values())
      reject(new Error(`Chromium's connection closed; it printed:\n${printed}`));
    answers.clear();
  });
  const send = <T>(method: string, params: Params = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      if (socket.readyState !== WebSocket.OPEN) {
        reject(new Error(`${method}: Chromium's connection is closed; it printed:\n${printed}`));
        return;
      }
      lastId += 1;
      answers.set(lastId, { resolve: resolve as (result: Params) => void, reject });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });

  return {
    async newPage(device) {
      const { browserContextId } = await send<{ browserContextId: string }>(
        'Target.createBrowserContext',
      );
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      const page: PlainPage = {
        send: (method, params) => send(method, params, sessionId),
        on(method, listener) {
          const key = `${sessionId}:${method}`;
          listeners.set(key, [...(listeners.get(key) ?? []), listener]);
        },
        async goto(url) {
          const loaded = new Promise<void>((resolve) =>
            page.on('Page.loadEventFired', () => resolve()),
          );
          const { errorText } = await page.send<{ errorText?: string }>('Page.navigate', { url });
          if (errorText) throw new Error(`${url} could not be loaded: ${errorText}`);
          await loaded;
        },
        async evaluate<T>(expression: string) {
          const { result, exceptionDetails } = await page.send<{
            result: { value?: T };
            exceptionDetails?: { text: string; exception?: { description?: string } };
          }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
          if (exceptionDetails)
            throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
          return result.value as T;
        },
        async close() {
          for (const key of listeners.keys())
            if (key.startsWith(`${sessionId}:`)) listeners.delete(key);
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
      const { width = 412, height = 839 } = device.viewport ?? {};
      await page.send('Emulation.setDeviceMetricsOverride', {
        width,
        height,
        deviceScaleFactor: device.deviceScaleFactor ?? 1,
        mobile: device.isMobile ?? false,
      });
      if (device.hasTouch) await page.send('Emulation.setTouchEmulationEnabled', { enabled: true });
      if (device.userAgent)
        await page.send('Emulation.setUserAgentOverride', { userAgent: device.userAgent });
      await page.send('Page.enable');
      return page;
    },
    async close() {
      const exited = browser.exitCode === null ? once(browser, 'exit') : Promise.resolve();
      // Closed as a browser closes, its renderers with it; killed if it does not.
      await send('Browser.close').catch(() => browser.kill('SIGKILL'));
      await exited;
      socket.close();
      // A process of the browser's may still write to its profile as it goes: removing it is tried again then.
      await rm(profile, { recursive: true, force: true, maxRetries: 10 });
    },
  };
}
