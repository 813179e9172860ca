import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ButtonLink } from '@/components/link';
import { useReturnAddress } from '@/features/auth/hooks/use-return-address';

interface LoginRequiredModalProps {
  opened: boolean;
  onClose: () => void;
  /** The dish the visitor chose, which goes in their cart once they are signed in. */
  waitingDish?: string;
}

/** Tells a signed-out visitor that ordering needs an account, and leads to the login page and back. */
export function LoginRequiredModal({ opened, onClose, waitingDish }: LoginRequiredModalProps) {
  const { t } = useLingui();
  const returnAddress = useReturnAddress();

  return (
    <Modal.Root opened={opened} onClose={onClose} centered radius="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="sm" py="md">
            <ThemeIcon size={64} radius="xl" color="tomato" variant="light" aria-hidden="true">
              <IconLock size={32} />
            </ThemeIcon>
            <Modal.Title fz="h3" fw={700}>
              <Trans>Please login to order the food</Trans>
            </Modal.Title>
            <Text c="dimmed">
              {waitingDish
                ? t`Sign in and your ${waitingDish} goes in your cart, with the choices you made.`
                : t`Sign in and your order goes straight to our kitchen.`}
            </Text>
            <Group mt="sm">
              <Button variant="default" onClick={onClose}>
                <Trans>Not now</Trans>
              </Button>
              <ButtonLink to="/login" search={{ redirect: returnAddress }}>
                <Trans>Login now!</Trans>
              </ButtonLink>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
