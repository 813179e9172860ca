import { IconCalendarEvent, IconMapPin, IconShoppingBag } from '@tabler/icons-react';

/** The Services submenu: every one of them leads to the order page. */
export const SERVICES = [
  { label: 'Online Order', Icon: IconShoppingBag },
  { label: 'Table Booking', Icon: IconCalendarEvent },
  { label: 'Order Tracking', Icon: IconMapPin },
] as const;
