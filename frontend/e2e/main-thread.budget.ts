import { expect, test } from '@playwright/test';
import {
  BARE_STACK_ADDRESS,
  bareStackTakenOver,
  fixedWorkload,
  type MainThreadWork,
  median,
  serveBareStack,
  shopTakenOver,
  workOfALoad,
} from './main-thread';

/** Loads of each page, taken in turns with the references so that a change in the machine's load touches all alike. */
const LOADS = 5;

/**
 * The most main-thread work a first visit to `/` or `/menu` may cost, as a multiple of the bare stack page's. The
 * aim is 1.5 (issue 46); this line keeps what has been won from slipping back. The ratio itself moves with the
 * machine's load: on 30 Nov the pages came to 3.6–4.4 and 4.1–4.8 times on a quiet machine, and `/menu` to 5.7 with
 * one of the two cores kept busy by another process.
 */
const MOST_WORK_RATIO = 7;

/** No task of the storefront's pages may be longer than the bare stack page's longest, which a tap may wait for. */
const MOST_LONGEST_TASK_RATIO = 1;

const PARTS = ['totalMs', 'scriptMs', 'styleMs', 'layoutMs', 'longestTaskMs'] as const;

test('a first visit to / and /menu asks of a phone’s main thread no more than the ratios to the bare stack allow', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Fifteen loads under Lighthouse's fourfold slowdown, each in a fresh context.
  test.setTimeout(600_000);
  const contextOptions = testInfo.project.use;
  const loads: Record<string, MainThreadWork[]> = { bare: [], '/': [], '/menu': [] };
  const workloads: number[] = [];
  for (let round = 0; round < LOADS; round += 1) {
    workloads.push(await fixedWorkload(browser));
    loads.bare.push(
      await workOfALoad(browser, BARE_STACK_ADDRESS, {
        contextOptions,
        prepare: serveBareStack,
        ready: bareStackTakenOver,
      }),
    );
    for (const address of ['/', '/menu']) {
      loads[address].push(
        await workOfALoad(browser, `${baseURL}${address}`, {
          contextOptions,
          ready: shopTakenOver,
        }),
      );
    }
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
  });
  const rows = Object.entries(medians).map(([page, figures]) => ({
    page,
    ...Object.fromEntries(PARTS.map((part) => [part, Math.round(figures[part])])),
    'work ÷ bare': ratios(page).work.toFixed(2),
    'longest ÷ bare': ratios(page).longestTask.toFixed(2),
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
    ).toBeLessThanOrEqual(MOST_LONGEST_TASK_RATIO);
  }
});
