import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/dashboard/manage-items')({
  component: () => (
    <ComingSoon title="Manage all menu items" description="Managing dishes is coming soon." />
  ),
});
