import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__SHOP_TEST_PG__ as
    | {
        db: { stop: () => Promise<void> };
        emulator: { stop: () => Promise<void> };
        pooler: { stop: () => Promise<void> };
        dataDir: string;
      }
    | undefined;
  if (!state) return;
  await state.pooler.stop();
  await state.emulator.stop();
  await state.db.stop();
  await rm(state.dataDir, { recursive: true, force: true });
}
