import { createFileRoute } from '@tanstack/react-router';
import { OverviewScreen } from '../../features/admin/components/overview-screen';

export const Route = createFileRoute('/dashboard/')({
  component: OverviewScreen,
});
