// The main thread's work of a first visit to / and /menu on two or more builds of the storefront, each served by a
// shop of its own, measured in turns in one run as the budget measures it (main-thread.ts), with the bare stack page
// beside them. Run by scripts/compare-builds.mjs (`npm run compare -- <commit> <commit>...`), which builds each commit
// and starts its shops; not part of the test command.
import { expect, type Browser, test } from '@playwright/test';
import { serveBareStack } from './bare-stack/bare-html.ts';
import {
  bareStackTakenOver,
  type MainThreadWork,
  median,
  shopTakenOver,
  workOfALoad,
} from './main-thread';
import { launchPlainChromium } from './plain-chromium.ts';
import { rememberServerMarkup, serverMarkupKept } from './server-markup';

const PAGES = ['/', '/menu'];

/** The builds' shops by name (a commit), in the order given, as the comparing script passes them. */
const shops = JSON.parse(process.env.COMPARE_SHOPS ?? '{}') as Record<string, string>;
const rounds = Number(process.env.COMPARE_ROUNDS ?? 8);

/**
 * Whether the build's code takes over its page as the server rendered it. When it does not (React's error 418, as
 * when a page rendered by one build's server bundle meets another build's code), React renders the page again in the
 * browser, and the figures measure that instead.
 */
async function takesOverItsPage(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await rememberServerMarkup(page);
  await page.goto(url);
  await page.waitForFunction(shopTakenOver);
  const kept = await serverMarkupKept(page);
  await page.close();
  return kept ? problems : [...problems, `${url} was rendered again in the browser`];
}

test('the builds’ first visits, measured in turns', async ({ browser }, testInfo) => {
  const names = Object.keys(shops);
  expect(names.length, 'COMPARE_SHOPS names two builds or more').toBeGreaterThanOrEqual(2);
  test.setTimeout(rounds * names.length * PAGES.length * 60_000);
  for (const name of names) {
    for (const address of PAGES)
      expect(await takesOverItsPage(browser, `${shops[name]}${address}`), name).toEqual([]);
  }

  const device = testInfo.project.use;
  const loads: Record<string, MainThreadWork[]> = {};
  const keep = (key: string, work: MainThreadWork) => (loads[key] ??= []).push(work);
  const bareStack = await serveBareStack();
  const chromium = await launchPlainChromium();
  try {
    for (let round = 0; round < rounds; round += 1) {
      keep(
        'bare',
        await workOfALoad(chromium, bareStack.url, { device, ready: bareStackTakenOver }),
      );
      // Each build takes each place in the turn as often as the others: the first load after the bare page's is
      // not the same as the last.
      const shift = round % names.length;
      const turn = [...names.slice(shift), ...names.slice(0, shift)];
      for (const address of PAGES) {
        for (const name of turn) {
          keep(
            `${name} ${address}`,
            await workOfALoad(chromium, `${shops[name]}${address}`, {
              device,
              ready: shopTakenOver,
            }),
          );
        }
      }
    }
  } finally {
    await chromium.close();
    await bareStack.stop();
  }

  const medianOf = (
    key: string,
    part: Exclude<keyof MainThreadWork, 'longestTaskSpentOn' | 'longestAfterFirstFrameSpentOn'>,
  ) => median(loads[key].map((work) => work[part]));
  /**
   * Each round's load of a page divided by the first build's load of it in the same round, sorted: a change in the
   * machine's speed between rounds touches both loads of a round alike, and leaves the ratio.
   */
  const roundRatios = (name: string, address: string) =>
    loads[`${name} ${address}`]
      .map((work, round) => work.totalMs / loads[`${names[0]} ${address}`][round].totalMs)
      .sort((a, b) => a - b);
  const middleHalf = (ratios: number[]) =>
    `${ratios[Math.floor((ratios.length - 1) / 4)].toFixed(2)}–${ratios[Math.ceil(((ratios.length - 1) * 3) / 4)].toFixed(2)}`;
  const bare = medianOf('bare', 'totalMs');
  const rows = Object.keys(loads).map((key) => {
    const [name, address] = key.split(' ');
    const first = address ? medianOf(`${names[0]} ${address}`, 'totalMs') : bare;
    return {
      load: key,
      workMs: Math.round(medianOf(key, 'totalMs')),
      scriptMs: Math.round(medianOf(key, 'scriptMs')),
      styleMs: Math.round(medianOf(key, 'styleMs')),
      layoutMs: Math.round(medianOf(key, 'layoutMs')),
      longestTaskMs: Math.round(medianOf(key, 'longestTaskMs')),
      // The bare page's module script runs before its document counts as parsed: it has no figure after its frame.
      'after first frame':
        name === 'bare' ? '–' : Math.round(medianOf(key, 'longestAfterFirstFrameMs')),
      'work ÷ bare': (medianOf(key, 'totalMs') / bare).toFixed(2),
      [`work ÷ ${names[0]}'s`]:
        name === 'bare' ? '' : (medianOf(key, 'totalMs') / first).toFixed(2),
      'round by round': name === 'bare' ? '' : median(roundRatios(name, address)).toFixed(2),
      'their middle half': name === 'bare' ? '' : middleHalf(roundRatios(name, address)),
      loads: loads[key].map((work) => Math.round(work.totalMs)).join(' '),
    };
  });
  console.log(
    `Main-thread work of a first visit, medians of ${rounds} loads each in turns, under a fourfold CPU slowdown`,
  );
  console.table(rows);
});
