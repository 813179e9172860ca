import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/_site/signup')({
  component: () => (
    <ComingSoon title="Create an account" description="Signing up is coming soon." />
  ),
});
