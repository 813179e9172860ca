import { createFileRoute } from '@tanstack/react-router';
import { SignupScreen } from '../../features/auth/components/signup-screen';
import { leaveWhenSignedIn, validateRedirectSearch } from '../../lib/auth-guard';

export const Route = createFileRoute('/_site/signup')({
  validateSearch: validateRedirectSearch,
  beforeLoad: leaveWhenSignedIn,
  component: SignupScreen,
});
