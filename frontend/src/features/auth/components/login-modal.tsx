import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useAfterSignIn } from '@/features/auth/hooks/use-after-sign-in';
import { LoginForm } from './login-form';

interface LoginModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The header's Login button opens this; after signing in the user stays where they were (or `redirect`). */
export function LoginModal({ opened, onClose }: LoginModalProps) {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      padding="xl"
      title={t`Please Login!`}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <LoginForm
        onSignedIn={() => {
          onClose();
          void afterSignIn();
        }}
        onLeave={onClose}
      />
    </Modal>
  );
}
