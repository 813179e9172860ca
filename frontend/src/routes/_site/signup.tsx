import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { SignupScreen } from '@/features/auth/components/signup-screen';
import { leaveWhenSignedIn, validateRedirectSearch } from '@/lib/auth/auth-guard';

export const Route = createFileRoute('/_site/signup')({
  validateSearch: validateRedirectSearch,
  beforeLoad: leaveWhenSignedIn,
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Sign up`)),
  component: SignupScreen,
});
