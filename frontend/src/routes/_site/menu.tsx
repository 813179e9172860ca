import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/_site/menu')({
  component: () => <ComingSoon title="Our menu" description="The menu is coming soon." />,
});
