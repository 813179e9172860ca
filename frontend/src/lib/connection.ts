import { useNetwork } from '@mantine/hooks';

/** What the storefront says, under its header and beside what it disables, while the browser is offline. */
export const OFFLINE_MESSAGE = 'You are offline; ordering needs a connection.';

/** The notice's message, by which a button disabled offline says why (aria-describedby). */
export const OFFLINE_NOTICE_ID = 'offline-notice';

/** Whether the browser has a connection: ordering, paying and signing in need the shop's server. */
export const useOnline = (): boolean => useNetwork().online;
