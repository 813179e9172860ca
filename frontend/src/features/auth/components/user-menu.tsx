import '@mantine/core/styles/NavLink.layer.css';
import { useLingui } from '@lingui/react/macro';
import {
  Box,
  Drawer,
  Group,
  NavLink,
  type NavLinkProps,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createLink, useNavigate } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { LanguageSwitcher } from '@/components/language-switcher';
import { UserAvatar } from '@/components/user-avatar';
import { UserText } from '@/components/user-text';
import classes from './user-menu.module.css';
import { toastDone } from '@/lib/toasts';

type MantineNavAnchorProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;

function MantineNavAnchor(props: MantineNavAnchorProps) {
  return <NavLink component="a" {...props} />;
}

const DrawerLink = createLink(MantineNavAnchor);

/** The signed-in user's avatar; it opens a drawer with Profile, Order, My bookings, Setting, Dashboard and Logout. */
export function UserMenu() {
  const { t } = useLingui();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [opened, drawer] = useDisclosure(false);
  if (!user) return null;

  const name = user.displayName || user.email || t`Your account`;

  const logout = async () => {
    drawer.close();
    // Leave first, so that a guarded page does not send the user to /signup as they sign out.
    await navigate({ to: '/' });
    await signOut();
    toastDone(t`You are logged out. See you soon!`);
  };

  return (
    <>
      <UnstyledButton
        onClick={drawer.open}
        aria-label={t`Open the account menu of ${name}`}
        aria-haspopup="dialog"
        aria-expanded={opened}
        className={classes.avatarButton}
      >
        <UserAvatar photoURL={user.photoURL} size={40} />
      </UnstyledButton>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="xs"
        title={t`Your account`}
        closeButtonProps={{ 'aria-label': t`Close the account menu` }}
      >
        <Stack gap="lg">
          <Group wrap="nowrap" gap="sm">
            <UserAvatar photoURL={user.photoURL} size={56} />
            <Box>
              <UserText fw={600} lines={1}>
                {name}
              </UserText>
              {user.email && user.email !== name && (
                <UserText size="sm" c="dimmed" lines={1}>
                  {user.email}
                </UserText>
              )}
            </Box>
          </Group>
          <nav aria-label={t`Account`}>
            <DrawerLink to="/update-profile" label={t`Profile`} onClick={drawer.close} />
            <DrawerLink to="/order" label={t`Order`} onClick={drawer.close} />
            <DrawerLink to="/bookings" label={t`My bookings`} onClick={drawer.close} />
            {/* No settings screen exists yet; the item stays focusable so that its reason can be read. */}
            <NavLink
              component="button"
              label={t`Setting`}
              description={t`Not available yet`}
              disabled
              aria-disabled="true"
            />
            <DrawerLink to="/dashboard" label={t`Dashboard`} onClick={drawer.close} />
            <NavLink component="button" label={t`Logout`} onClick={() => void logout()} c="red.8" />
          </nav>
          <LanguageSwitcher listed onSwitch={drawer.close} />
        </Stack>
      </Drawer>
    </>
  );
}
