import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAuth } from '../../../lib/auth-context';
import { LoginModal } from './login-modal';
import { UserMenu } from './user-menu';

/** The header's account corner (SPEC §2): a Login button opening the login modal, or the user menu. */
export function AccountControl() {
  const { user } = useAuth();
  const [loginOpened, login] = useDisclosure(false);
  if (user) return <UserMenu />;
  return (
    <>
      <Button onClick={login.open}>Login</Button>
      <LoginModal opened={loginOpened} onClose={login.close} />
    </>
  );
}
