import { Button, type ButtonProps, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ButtonLink } from '../../../components/link';
import { useReturnAddress } from '../hooks/use-return-address';

/**
 * The header's Login button. The sign-in form arrives with the identity issue; until then the modal
 * says so and leads to the login page.
 */
export function LoginButton(props: ButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const returnAddress = useReturnAddress();

  return (
    <>
      <Button onClick={open} {...props}>
        Login
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Please Login!"
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <Stack gap="md">
          <Text>Signing in to order online opens soon.</Text>
          <ButtonLink to="/login" search={{ redirect: returnAddress }} onClick={close} fullWidth>
            Go to the login page
          </ButtonLink>
        </Stack>
      </Modal>
    </>
  );
}
