/** Where the dashboard's pages are: `/dashboard` and every address below it, without the language's prefix. */
const DASHBOARD_PATH = '/dashboard';

/** Whether an address (its path without the language's prefix) is one of the dashboard's. */
export const isDashboardAddress = (pathname: string): boolean =>
  pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
