import { IconCalendarEvent, IconMapPin, IconShoppingBag } from '@tabler/icons-react';

/** The Services submenu. Table Booking leads to the booking page, open to visitors; the others to the order page. */
export const SERVICES = [
  { label: 'Online Order', to: '/order', Icon: IconShoppingBag },
  { label: 'Table Booking', to: '/booking', Icon: IconCalendarEvent },
  { label: 'Order Tracking', to: '/order', Icon: IconMapPin },
] as const;
