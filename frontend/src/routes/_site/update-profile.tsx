import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { requireSignedIn } from '@/lib/auth/auth-guard';

export const Route = createFileRoute('/_site/update-profile')({
  beforeLoad: requireSignedIn,
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Your profile`)),
  component: ProfileScreen,
});
