import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/_site/login')({
  component: () => <ComingSoon title="Please Login!" description="Signing in is coming soon." />,
});
