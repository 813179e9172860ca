import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { requireSignedIn } from '@/lib/auth/auth-guard';

export const Route = createFileRoute('/_site/update-profile')({
  beforeLoad: requireSignedIn,
  head: () => privatePageHead('Your profile'),
  component: ProfileScreen,
});
