import { msg } from '@lingui/core/macro';
import { IconCalendarEvent, IconGift, IconMapPin, IconShoppingBag } from '@tabler/icons-react';

/**
 * The Services submenu: ordering on the menu, booking a table, following one's orders and gift cards, each on its
 * own page.
 * Each label is a message, said with `i18n._(label)`.
 */
export const SERVICES = [
  { label: msg`Online Order`, to: '/menu', Icon: IconShoppingBag },
  { label: msg`Table Booking`, to: '/booking', Icon: IconCalendarEvent },
  { label: msg`Order Tracking`, to: '/order', Icon: IconMapPin },
  { label: msg`Gift Cards`, to: '/gift-cards', Icon: IconGift },
] as const;
