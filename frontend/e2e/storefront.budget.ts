import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/** Gzipped kilobytes of JavaScript a first visit to each storefront page may transfer. */
const BUDGET_KB = 170;

interface ManifestChunk {
  file: string;
}
const manifest = JSON.parse(
  readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, ManifestChunk>;
const sourceOf = new Map(
  Object.entries(manifest).map(([source, chunk]) => [`/${chunk.file}`, source]),
);

/** Code only some visitors need: it must wait until they sign in, pay or open the dashboard. */
const LATER_SOURCES = /firebase|stripe|checkout|dashboard|features\/admin/i;
const LATER_CONTENT: [string, RegExp][] = [
  ['Firebase Auth', /identitytoolkit/],
  ['Stripe.js', /js\.stripe\.com/],
];

interface Script {
  path: string;
  transferredBytes: number;
  source: string;
  laterCode: string[];
}

/** A first visit on an empty cache, until the network is quiet; what scrolling or a click loads comes later. */
async function scriptsOfFirstVisit(page: Page, address: string): Promise<Script[]> {
  const finished: Promise<Script>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    finished.push(
      (async () => {
        const url = new URL(request.url());
        const response = await request.response();
        const body = (await response?.text()) ?? '';
        const source =
          sourceOf.get(url.pathname) ??
          (url.origin === new URL(page.url()).origin ? '' : url.origin);
        const laterCode = [
          ...(LATER_SOURCES.test(source) || LATER_SOURCES.test(url.pathname)
            ? [source || url.pathname]
            : []),
          ...LATER_CONTENT.filter(([, marker]) => marker.test(body)).map(([name]) => name),
        ];
        return {
          path: url.pathname,
          transferredBytes: (await request.sizes()).responseBodySize,
          source,
          laterCode,
        };
      })(),
    );
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  return Promise.all(finished);
}

for (const address of ['/', '/menu']) {
  test(`a first visit to ${address} transfers at most ${BUDGET_KB} KB of gzipped JavaScript, none of it for signed-in, paying or admin visitors`, async ({
    page,
  }) => {
    const scripts = await scriptsOfFirstVisit(page, address);
    const totalKb = scripts.reduce((sum, script) => sum + script.transferredBytes, 0) / 1000;
    const largest = [...scripts]
      .sort((a, b) => b.transferredBytes - a.transferredBytes)
      .slice(0, 5);
    console.log(
      `${address}: ${totalKb.toFixed(1)} KB of JavaScript transferred in ${scripts.length} files (budget ${BUDGET_KB} KB); largest: ` +
        largest
          .map(
            (script) =>
              `${script.path.replace('/assets/', '')} ${(script.transferredBytes / 1000).toFixed(1)} KB`,
          )
          .join(', '),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts
        .filter((script) => script.laterCode.length > 0)
        .map((script) => `${script.path}: ${script.laterCode.join(', ')}`),
    ).toEqual([]);
    expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
  });
}
