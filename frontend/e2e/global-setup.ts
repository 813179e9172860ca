import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop } from '../../scripts/shop-process.mjs';
import { ATTEMPTS, STAFF_ROLES, staffEmail } from './staff';

/**
 * Starts the shop exactly as `make start` does (embedded PostgreSQL, Auth emulator, the built SPA), on a free
 * port and fresh data, unless SHOP_URL points at one already running. The build itself is a step of the test
 * command that runs before the journeys. The shop's output goes to shop.log in its data directory, which is kept
 * when it does not open; once the journeys are done it is copied to artifacts/journeys-shop.log, with a line for
 * every request and its status, so that a journey that failed once can be read against what the shop answered.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.SHOP_URL) return async () => {};
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-journeys-'));
  const shop = await startShop({
    dataDir,
    logFile: path.join(dataDir, 'shop.log'),
    env: {
      // The journeys' staff (staff.ts): one of each per browser project and attempt.
      ADMIN_EMAILS: [
        'owner@example.com',
        ...['desktop', 'phone', 'alone'].flatMap((project) =>
          STAFF_ROLES.flatMap((role) =>
            Array.from({ length: ATTEMPTS }, (_, retry) => staffEmail(role, project, retry)),
          ),
        ),
      ].join(','),
      LOG_LEVEL: 'info',
      // Every journey signs in from this one address: at their pace the default 30 sign-ins a minute per address,
      // which is there to stop one client guessing passwords, refused a journey's sign-in (429).
      JWT_RATE_LIMIT: '1000',
      // Every browser of the journeys comes from this one machine's address.
      BOOKING_WAITING_PER_CLIENT: '1000',
    },
    timeoutMs: 5 * 60_000,
  });
  process.env.SHOP_URL = shop.url;
  // The local e-mail inbox that the start command ran: journeys read the shop's e-mails there.
  if (shop.inboxUrl) process.env.SHOP_INBOX_URL = shop.inboxUrl;
  return async () => {
    await shop.stop();
    const artifacts = path.resolve(import.meta.dirname, '..', '..', 'artifacts');
    await mkdir(artifacts, { recursive: true });
    await copyFile(path.join(dataDir, 'shop.log'), path.join(artifacts, 'journeys-shop.log'));
    await rm(dataDir, { recursive: true, force: true });
  };
}
