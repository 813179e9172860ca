import { msg } from '@lingui/core/macro';
import { IconCalendarEvent, IconMapPin, IconShoppingBag } from '@tabler/icons-react';

/**
 * The Services submenu: ordering on the menu, booking a table, and following one's orders, each on its own page.
 * Each label is a message, said with `i18n._(label)`.
 */
export const SERVICES = [
  { label: msg`Online Order`, to: '/menu', Icon: IconShoppingBag },
  { label: msg`Table Booking`, to: '/booking', Icon: IconCalendarEvent },
  { label: msg`Order Tracking`, to: '/order', Icon: IconMapPin },
] as const;
