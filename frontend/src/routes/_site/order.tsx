import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/_site/order')({
  component: () => (
    <ComingSoon title="Your orders" description="Tracking your orders is coming soon." />
  ),
});
