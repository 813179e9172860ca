import { createFileRoute, redirect } from '@tanstack/react-router';

// The page that said booking was coming: its address, in old links and search results, now leads to booking.
export const Route = createFileRoute('/_site/table-booking')({
  loader: () => {
    throw redirect({ to: '/booking', statusCode: 301, replace: true });
  },
});
