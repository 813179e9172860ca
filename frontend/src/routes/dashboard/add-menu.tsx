import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/dashboard/add-menu')({
  component: () => (
    <ComingSoon title="Add a new menu item" description="Adding dishes is coming soon." />
  ),
});
