import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';
import { requireSignedIn } from '../../lib/auth-guard';

export const Route = createFileRoute('/_site/order')({
  beforeLoad: requireSignedIn,
  component: () => (
    <ComingSoon title="Your orders" description="Tracking your orders is coming soon." />
  ),
});
