/** The staff the journeys sign in as, one per journey that needs an administrator. */
export const STAFF_ROLES = [
  'owner',
  'chef',
  'host',
  'cook',
  'maitre',
  'evening',
  'sous',
  'cashier',
  'team',
  'busy',
] as const;

/** Attempts of a journey that global-setup.ts names administrators for: the first run and playwright.config.ts's retry. */
export const ATTEMPTS = 2;

/**
 * A staff member's address, named in ADMIN_EMAILS by global-setup.ts: one per browser project and attempt, so that a
 * retried journey signs up afresh and its trace shows what failed the first time.
 */
export const staffEmail = (role: (typeof STAFF_ROLES)[number], project: string, retry: number) =>
  `${role}-${project}${retry > 0 ? `-retry${retry}` : ''}@example.com`;
