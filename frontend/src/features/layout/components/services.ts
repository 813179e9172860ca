import { IconCalendarEvent, IconMapPin, IconShoppingBag } from '@tabler/icons-react';

/**
 * The Services submenu. Table Booking leads to the page that says booking is coming, rather than to a sign-in
 * for something that does not exist yet; the others lead to the order page.
 */
export const SERVICES = [
  { label: 'Online Order', to: '/order', Icon: IconShoppingBag },
  { label: 'Table Booking', to: '/table-booking', Icon: IconCalendarEvent },
  { label: 'Order Tracking', to: '/order', Icon: IconMapPin },
] as const;
