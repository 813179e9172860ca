import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/_site/process-checkout')({
  component: () => <ComingSoon title="Checkout" description="Paying by card is coming soon." />,
});
