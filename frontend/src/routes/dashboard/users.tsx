import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/dashboard/users')({
  component: () => <ComingSoon title="All users" description="Managing users is coming soon." />,
});
