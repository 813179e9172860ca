// The main thread's work while a page loads and its code takes it over, read from Chromium's own trace and counters
// under Lighthouse's phone slowdown: what the storefront's pages cost a phone, next to references measured in the same
// run and the same Chromium (the bare stack's page, a fixed workload), so that the figures travel between machines.
// The pages are loaded in a Chromium of their own without the inspector's Runtime and Network domains, which make
// Chromium work as a phone does not (plain-chromium.ts, ADR 42).
import { type Device, type PlainChromium, type PlainPage } from './plain-chromium.ts';

/** Lighthouse's mobile run slows the CPU four times: a mid-range phone's. */
const CPU_SLOWDOWN = 4;

export interface MainThreadWork {
  /** Every task the page's main thread ran, from the address asked until it was still (the thread's own time). */
  totalMs: number;
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  /** The longest single task: what a tap may have to wait for. */
  longestTaskMs: number;
  /** What the longest task spent most of its time on, in the trace's words ("Layout 45 ms, UpdateLayoutTree 19 ms"). */
  longestTaskSpentOn: string;
  /**
   * The longest task after the one that painted the page's first frame (its first paint once its document is parsed):
   * the takeover by its code, without what the server's HTML and CSS cost Chromium before any code ran (ADR 44). Every
   * task when no frame was painted.
   */
  longestAfterFirstFrameMs: number;
  longestAfterFirstFrameSpentOn: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own time in the task: what it worked, without the time the system gave its core to others. */
  tdur?: number;
  args?: { name?: string; data?: { isOutermostMainFrame?: boolean } };
}

/** What Chromium's tracing sends: its events, in pieces. */
async function traceOf(page: PlainPage, categories: string[], during: () => Promise<void>) {
  const events: TraceEvent[] = [];
  page.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
  const complete = new Promise<void>((resolve) =>
    page.on('Tracing.tracingComplete', () => resolve()),
  );
  await page.send('Tracing.start', {
    categories: categories.join(','),
    transferMode: 'ReportEvents',
  });
  await during();
  await page.send('Tracing.end');
  await within(complete, 'the trace to be complete');
  return events;
}

/** The thread's own time of an event, in ms. */
const ownMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** The parts of a task that took at least a tenth of it, in the order they ran. */
function spentOn(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  return events
    .filter(
      (event) =>
        event !== task &&
        event.name !== 'RunTask' &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end &&
        ownMs(event) >= ownMs(task) / 10,
    )
    .map((event) => `${event.name} ${Math.round(ownMs(event))} ms`)
    .join(', ');
}

/** The longest of `tasks`, and what it spent its time on. */
function longestOf(tasks: TraceEvent[], events: TraceEvent[]) {
  const longest = tasks.reduce<TraceEvent | undefined>(
    (found, task) => (found && ownMs(found) >= ownMs(task) ? found : task),
    undefined,
  );
  return longest
    ? { ms: ownMs(longest), spentOn: spentOn(longest, events) }
    : { ms: 0, spentOn: '' };
}

/** The tasks' sum and the longest tasks on the renderer's main thread that worked most (the page's), in ms. */
function tasksOf(
  traceEvents: TraceEvent[],
): Pick<
  MainThreadWork,
  | 'totalMs'
  | 'longestTaskMs'
  | 'longestTaskSpentOn'
  | 'longestAfterFirstFrameMs'
  | 'longestAfterFirstFrameSpentOn'
> {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const events = byThread.get(thread) ?? [];
    events.push(event);
    byThread.set(thread, events);
  }
  // The thread's time, not the clock's: on a busy machine the system pauses the page's thread mid-task, and the
  // longest task by the clock was whichever had been paused longest (up to 1.3 times the bare page's).
  const [page = { events: [], tasks: [], totalMs: 0 }] = [...byThread.values()]
    .map((events) => {
      const tasks = events.filter((event) => event.name === 'RunTask');
      return { events, tasks, totalMs: tasks.reduce((total, task) => total + ownMs(task), 0) };
    })
    .sort((a, b) => b.totalMs - a.totalMs);
  const longest = longestOf(page.tasks, page.events);
  // The page's first frame: its first paint once its document is parsed (DOMContentLoaded, which the shop's async
  // loader does not hold back). A slow machine may paint before, what of the document it had: that is not yet the page.
  const parsed = traceEvents.findLast(
    (event) => event.name === 'MarkDOMContent' && event.args?.data?.isOutermostMainFrame === true,
  );
  const firstPaint =
    parsed &&
    page.events
      .filter((event) => event.name === 'Paint' && event.ts > parsed.ts)
      .reduce<TraceEvent | undefined>(
        (first, paint) => (first && first.ts <= paint.ts ? first : paint),
        undefined,
      );
  const firstFrame =
    firstPaint &&
    page.tasks.find(
      (task) => task.ts <= firstPaint.ts && firstPaint.ts < task.ts + (task.dur ?? 0),
    );
  const afterFirstFrame = longestOf(
    firstFrame ? page.tasks.filter((task) => task.ts > firstFrame.ts) : page.tasks,
    page.events,
  );
  return {
    totalMs: page.totalMs,
    longestTaskMs: longest.ms,
    longestTaskSpentOn: longest.spentOn,
    longestAfterFirstFrameMs: afterFirstFrame.ms,
    longestAfterFirstFrameSpentOn: afterFirstFrame.spentOn,
  };
}

/** Resolves once the page's main thread has had three idle periods in a row with nothing to do; run in the page. */
export const stillness = () =>
  new Promise<void>((resolve) => {
    let calm = 0;
    const tick = (deadline: IdleDeadline) => {
      calm = deadline.timeRemaining() >= 40 ? calm + 1 : 0;
      if (calm >= 3) resolve();
      else requestIdleCallback(tick);
    };
    requestIdleCallback(tick);
  });

/**
 * Resolves once the page has finished no request for 500 ms, as Playwright's `networkidle` waits (read from the
 * page's resource timing, since the measure leaves the Network domain off): a part's code that comes after the
 * takeover is in the figures.
 */
const networkQuiet = () =>
  new Promise<void>((resolve) => {
    let finished = -1;
    let since = 0;
    const check = () => {
      const now = performance.getEntriesByType('resource').length;
      if (now !== finished) [finished, since] = [now, performance.now()];
      if (performance.now() - since >= 500) resolve();
      else setTimeout(check, 100);
    };
    check();
  });

/** The expression that calls `inPage` (a function written to run in the page: it names nothing of this module). */
const called = (inPage: () => unknown) => `(${String(inPage)})()`;

/** How long a load may take to fire its load event, to be taken over or to be still, and its trace to come: each. */
const STEP_TIMEOUT_MS = 60_000;

/** `step`, unless it takes longer than a step of a load may: then an error that says what did not happen. */
async function within<T>(step: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Waited ${STEP_TIMEOUT_MS} ms for ${what}`)),
      STEP_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** An expression that resolves once `check` is true, checked once a frame, as Playwright does. */
const once = (check: () => boolean) =>
  `new Promise((resolve) => { const frame = () => (${called(check)} ? resolve() : requestAnimationFrame(frame)); frame(); })`;

/**
 * Loads `address` in a fresh context on an empty cache, under the phone's slowdown, and reads the main thread's work
 * from the address asked until the page is taken over (`ready`, run in the page, says so) and still.
 */
export async function workOfALoad(
  chromium: PlainChromium,
  address: string,
  { device, ready }: { device: Device; ready: () => boolean },
): Promise<MainThreadWork> {
  const page = await chromium.newPage(device);
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.send('Performance.enable');
    const counters = async () => {
      const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>(
        'Performance.getMetrics',
      );
      return Object.fromEntries(metrics.map(({ name, value }) => [name, value * 1000]));
    };
    const before = await counters();
    const trace = await traceOf(
      page,
      ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      async () => {
        await within(page.goto(address), `${address} to fire its load event`);
        await within(page.evaluate(once(ready)), `${address} to be taken over`);
        await within(page.evaluate(called(networkQuiet)), `${address}'s network to be quiet`);
        await within(page.evaluate(called(stillness)), `${address} to be still`);
      },
    );
    const after = await counters();
    const spent = (counter: string) => (after[counter] ?? 0) - (before[counter] ?? 0);
    return {
      ...tasksOf(trace),
      scriptMs: spent('ScriptDuration'),
      styleMs: spent('RecalcStyleDuration'),
      layoutMs: spent('LayoutDuration'),
    };
  } finally {
    await page.close();
  }
}

/** The bare stack's page is taken over once its heading is React's (hydrated). */
export const bareStackTakenOver = () => {
  const heading = document.querySelector('h1');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
};

/**
 * The shop's page is taken over once its header offers Login: the server renders that button disabled until the
 * browser knows who is here. Read with one small query a frame, as the bare page's check is, so that the check's own
 * work stays out of the figures (Playwright's role queries over the whole page cost a slowed phone 30–45 ms).
 */
export const shopTakenOver = () =>
  [...document.querySelectorAll('header button:not([disabled])')].some(
    (button) => button.textContent?.trim() === 'Login',
  );

/**
 * A fixed piece of JavaScript (numbers made, sorted, written out and read back) timed in a page under the same
 * slowdown: what this machine's CPU gives today, in ms.
 */
export async function fixedWorkload(chromium: PlainChromium): Promise<number> {
  const page = await chromium.newPage({});
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await page.evaluate<number>(`(() => {
      const started = performance.now();
      const numbers = Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 100_003);
      numbers.sort((a, b) => a - b);
      const copy = JSON.parse(JSON.stringify(numbers));
      if (copy.length !== numbers.length) throw new Error('the workload lost numbers');
      return performance.now() - started;
    })()`);
  } finally {
    await page.close();
  }
}

/** The median of some figures. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
