// The linter's boundaries, tried: probe files that import across them are written into the frontend, linted with the
// project's own configuration, and removed. A rule that stopped refusing (a renamed folder, a resolver that no longer
// understands `@/`) fails here instead of letting the folders grow into one another unseen.
import assert from 'node:assert/strict';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const features = path.join(root, 'frontend/src/features');

/** Each probe: where it sits, what it imports, and whether the boundaries allow it. */
const probes = {
  areaIntoArea: ['admin/menu/lib', '@/features/admin/orders/lib/order-words', false],
  areaIntoShared: ['admin/menu/lib', '@/features/admin/shared/lib/admin-toasts', true],
  areaIntoOwnArea: ['admin/menu/lib', '@/features/admin/menu/lib/menu-item-rules', true],
  sharedIntoArea: ['admin/shared/lib', '@/features/admin/bookings/lib/booking-status', false],
  areaIntoFeature: ['admin/orders/lib', '@/features/cart/components/cart-lines', false],
  featureIntoDashboard: ['menu/components', '@/features/admin/shared/lib/admin-toasts', false],
  relativeAcrossAreas: ['admin/settings/lib', '../../users/hooks/use-user-actions', false],
};

const fileOf = (name) => path.join(features, probes[name][0], `boundary-probe-${name}.ts`);
let refusals;

before(async () => {
  for (const [name, [, specifier]] of Object.entries(probes)) {
    writeFileSync(fileOf(name), `export * from '${specifier}';\n`);
  }
  const results = await new ESLint({ cwd: root }).lintFiles(Object.keys(probes).map(fileOf));
  refusals = new Map(
    results.map((result) => [
      result.filePath,
      result.messages.filter((message) => message.ruleId === 'boundaries/dependencies'),
    ]),
  );
});

after(() => {
  for (const name of Object.keys(probes)) rmSync(fileOf(name), { force: true });
});

for (const [name, [folder, specifier, allowed]] of Object.entries(probes)) {
  test(`features/${folder} importing ${specifier} is ${allowed ? 'allowed' : 'refused'}`, () => {
    // A probe must name a file that exists: an import the linter cannot resolve is neither allowed nor refused.
    assert.ok(
      !specifier.startsWith('@/') ||
        existsSync(path.join(root, 'frontend/src', `${specifier.slice(2)}.ts`)) ||
        existsSync(path.join(root, 'frontend/src', `${specifier.slice(2)}.tsx`)),
      `${specifier} names no file`,
    );
    const messages = refusals.get(fileOf(name)) ?? [];
    assert.equal(messages.length, allowed ? 0 : 1, messages.map((message) => message.message).join('\n'));
  });
}
