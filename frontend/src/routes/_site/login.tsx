import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { leaveWhenSignedIn, validateRedirectSearch } from '@/lib/auth/auth-guard';

export const Route = createFileRoute('/_site/login')({
  validateSearch: validateRedirectSearch,
  beforeLoad: leaveWhenSignedIn,
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Log in`)),
  component: LoginScreen,
});
