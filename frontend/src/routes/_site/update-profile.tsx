import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/_site/update-profile')({
  component: () => (
    <ComingSoon
      title="Update your profile"
      description="Updating your name and photo is coming soon."
    />
  ),
});
