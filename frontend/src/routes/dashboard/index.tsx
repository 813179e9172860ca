import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/dashboard/')({
  component: () => (
    <ComingSoon title="Dashboard" description="The administrators' overview is coming soon." />
  ),
});
