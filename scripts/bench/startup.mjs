// Start-up: from the start command to the first healthy answer, on an empty data directory and again on its data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop } from '../shop-process.mjs';

/**
 * The whole start command, which starts its own PostgreSQL, Auth emulator and Stripe stand-in: cold is a new data
 * directory (initdb, migrations, seed), warm is the second start on the same directory.
 */
export async function measureStartUp({ workDir, say }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-start-'));
  const logFile = path.join(workDir, 'start-command.log');
  try {
    const figures = {};
    for (const kind of ['cold', 'warm']) {
      say(`start command, ${kind} ...`);
      const shop = await startShop({ dataDir, logFile });
      figures[kind] = shop.startMs;
      await shop.stop();
    }
    return figures;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
