import { createFileRoute } from '@tanstack/react-router';
import { TableBookingScreen } from '../../features/restaurant/components/table-booking-screen';

export const Route = createFileRoute('/_site/table-booking')({
  component: TableBookingScreen,
});
