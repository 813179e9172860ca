import { expect, test } from '@playwright/test';
import { serveBareStack } from './bare-stack/bare-html.ts';
import {
  bareStackTakenOver,
  fixedWorkload,
  type MainThreadWork,
  median,
  shopTakenOver,
  workOfALoad,
} from './main-thread';
import { launchPlainChromium } from './plain-chromium.ts';

/** Loads of each page, taken in turns with the references so that a change in the machine's load touches all alike. */
const LOADS = 5;

/**
 * The most main-thread work a first visit to `/` or `/menu` may cost, as a multiple of the bare stack page's. The
 * aim is 1.5 (issue 46); this line keeps what has been won from slipping back. The ratio itself moves with the
 * machine's load: on 4 Dec, measured as a phone runs the pages (ADR 42), they came to 2.55 and 3.02 times on a quiet
 * machine and 2.61 and 2.70 with one of the two cores kept busy by another process.
 */
const MOST_WORK_RATIO = 5;

/**
 * How much longer than the bare stack page's longest task (which a tap may wait for) a page's longest may be. The aim
 * is that none is longer (issue 46). Each page's longest is its own first style and layout, which it has before any
 * of its code runs (ADR 44): on 4 Dec `/`'s was 0.74–0.83 times the bare page's on a quiet machine, `/menu`'s
 * 1.27–1.49. The ratio of a layout to the bare page's script moves with what else the machine runs: in a clean-clone
 * run of the test command, with lint beside the budget and the fixed workload at twice its quiet time, `/` came to
 * 1.29 and `/menu` to 1.12. The lines keep them from growing.
 */
const MOST_LONGEST_TASK_RATIO: Record<string, number> = { '/': 1.5, '/menu': 1.75 };

/**
 * After the first frame, the page is its code's: its loader, the framework's evaluation, the router's first load and
 * the hydration. There the aim holds as the check's line: no task longer than the bare stack page's longest. On 4 Dec
 * the longest of them came to 0.36–0.39 times on `/` and 0.42–0.50 on `/menu`, 0.54 and 0.40 with both cores kept busy
 * by two other processes (ADR 44).
 */
const MOST_LONGEST_TASK_AFTER_FIRST_FRAME_RATIO = 1;

const PARTS = [
  'totalMs',
  'scriptMs',
  'styleMs',
  'layoutMs',
  'longestTaskMs',
  'longestAfterFirstFrameMs',
] as const;

test('a first visit to / and /menu asks of a phone’s main thread no more than the ratios to the bare stack allow', async ({
  baseURL,
}, testInfo) => {
  // Fifteen loads under Lighthouse's fourfold slowdown, each in a fresh context.
  test.setTimeout(600_000);
  const device = testInfo.project.use;
  const loads: Record<string, MainThreadWork[]> = { bare: [], '/': [], '/menu': [] };
  const workloads: number[] = [];
  const bareStack = await serveBareStack();
  const chromium = await launchPlainChromium();
  try {
    for (let round = 0; round < LOADS; round += 1) {
      workloads.push(await fixedWorkload(chromium));
      loads.bare.push(
        await workOfALoad(chromium, bareStack.url, { device, ready: bareStackTakenOver }),
      );
      for (const address of ['/', '/menu']) {
        loads[address].push(
          await workOfALoad(chromium, `${baseURL}${address}`, { device, ready: shopTakenOver }),
        );
      }
    }
  } finally {
    await chromium.close();
    await bareStack.stop();
  }
  const workloadMs = median(workloads);
  const medians = Object.fromEntries(
    Object.entries(loads).map(([page, works]) => [
      page,
      Object.fromEntries(PARTS.map((part) => [part, median(works.map((work) => work[part]))])),
    ]),
  ) as Record<string, Record<(typeof PARTS)[number], number>>;
  const bare = medians.bare;
  const ratios = (address: string) => ({
    work: medians[address].totalMs / bare.totalMs,
    longestTask: medians[address].longestTaskMs / bare.longestTaskMs,
    longestAfterFirstFrame: medians[address].longestAfterFirstFrameMs / bare.longestTaskMs,
  });
  // The bare page's own code runs before its document counts as parsed (a module script): it has no figure after it.
  const afterFirstFrame = (page: string, figure: string) => (page === 'bare' ? '–' : figure);
  const rows = Object.entries(medians).map(([page, figures]) => ({
    page,
    ...Object.fromEntries(PARTS.map((part) => [part, Math.round(figures[part])])),
    longestAfterFirstFrameMs: afterFirstFrame(
      page,
      `${Math.round(figures.longestAfterFirstFrameMs)}`,
    ),
    'work ÷ bare': ratios(page).work.toFixed(2),
    'longest ÷ bare': ratios(page).longestTask.toFixed(2),
    'after first frame ÷ bare': afterFirstFrame(
      page,
      ratios(page).longestAfterFirstFrame.toFixed(2),
    ),
    'work ÷ workload': (figures.totalMs / workloadMs).toFixed(2),
  }));
  console.log(
    `Main-thread work of a first visit, medians of ${LOADS} loads under a fourfold CPU slowdown; the fixed workload took ${Math.round(workloadMs)} ms`,
  );
  console.table(rows);
  // Each load's longest task and what it spent its time on: what a ratio over its line is made of.
  for (const [page, works] of Object.entries(loads)) {
    console.log(`Longest tasks of ${page}:`);
    for (const work of works) {
      console.log(`  ${Math.round(work.longestTaskMs)} ms: ${work.longestTaskSpentOn}`);
      if (page !== 'bare')
        console.log(
          `    after its first frame ${Math.round(work.longestAfterFirstFrameMs)} ms: ${work.longestAfterFirstFrameSpentOn}`,
        );
    }
  }
  for (const address of ['/', '/menu']) {
    expect(
      ratios(address).work,
      `${address}: its work ÷ the bare stack page's`,
    ).toBeLessThanOrEqual(MOST_WORK_RATIO);
    expect(
      ratios(address).longestTask,
      `${address}: its longest task ÷ the bare stack page's`,
    ).toBeLessThanOrEqual(MOST_LONGEST_TASK_RATIO[address]);
    expect(
      ratios(address).longestAfterFirstFrame,
      `${address}: its longest task after its first frame ÷ the bare stack page's longest`,
    ).toBeLessThanOrEqual(MOST_LONGEST_TASK_AFTER_FIRST_FRAME_RATIO);
  }
});

test('the pages are measured as a phone opens them, without the inspector’s Runtime and Network domains', async ({
  baseURL,
}, testInfo) => {
  const device = testInfo.project.use;
  const chromium = await launchPlainChromium();
  try {
    const page = await chromium.newPage(device);
    const inspectorEvents: string[] = [];
    for (const event of ['Runtime.executionContextCreated', 'Network.requestWillBeSent'])
      page.on(event, () => inspectorEvents.push(event));
    await page.goto(`${baseURL}/menu`);
    const seen = await page.evaluate<{ width: number; touch: boolean; agent: string }>(
      `({ width: innerWidth, touch: navigator.maxTouchPoints > 0, agent: navigator.userAgent })`,
    );
    expect(seen).toEqual({
      width: device.viewport?.width,
      touch: true,
      agent: device.userAgent,
    });
    expect(inspectorEvents).toEqual([]);
    await page.close();
  } finally {
    await chromium.close();
  }
});
