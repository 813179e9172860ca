import { IconCalendarEvent, IconMapPin, IconShoppingBag } from '@tabler/icons-react';

/** The Services submenu: ordering on the menu, booking a table, and following one's orders, each on its own page. */
export const SERVICES = [
  { label: 'Online Order', to: '/menu', Icon: IconShoppingBag },
  { label: 'Table Booking', to: '/booking', Icon: IconCalendarEvent },
  { label: 'Order Tracking', to: '/order', Icon: IconMapPin },
] as const;
