import { useLingui } from '@lingui/react/macro';
import { useAfterSignIn } from '@/features/auth/hooks/use-after-sign-in';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/** /login: the login form on a page of its own, with a close link to the home page. */
export function LoginScreen() {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  return (
    <AuthCard title={t`Please Login!`} closable>
      <LoginForm onSignedIn={() => void afterSignIn()} />
    </AuthCard>
  );
}
