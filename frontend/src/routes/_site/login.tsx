import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { leaveWhenSignedIn, validateRedirectSearch } from '../../lib/auth-guard';

export const Route = createFileRoute('/_site/login')({
  validateSearch: validateRedirectSearch,
  beforeLoad: leaveWhenSignedIn,
  component: LoginScreen,
});
