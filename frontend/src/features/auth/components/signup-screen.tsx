import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { useAfterSignIn } from '@/features/auth/hooks/use-after-sign-in';
import { AuthCard } from './auth-card';
import { LoginModal } from './login-modal';
import { SignupForm } from './signup-form';

/** /signup: create an account, or open the login modal; both go back where the user came from. */
export function SignupScreen() {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const [loginOpened, login] = useDisclosure(false);
  return (
    <AuthCard title={t`Create an account`}>
      <SignupForm onSignedUp={() => void afterSignIn()} onLoginClick={login.open} />
      <LoginModal opened={loginOpened} onClose={login.close} />
    </AuthCard>
  );
}
