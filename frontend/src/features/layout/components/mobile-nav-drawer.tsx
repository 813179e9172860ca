import '@mantine/core/styles/NavLink.layer.css';
import { useLingui } from '@lingui/react/macro';
import { Divider, Drawer, NavLink, type NavLinkProps, Stack } from '@mantine/core';
import { IconHome, IconToolsKitchen2 } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ShopMark } from '@/components/shop-mark';
import { MenuSearchForm } from './menu-search-form';
import { SERVICES } from './services';

type NavAnchorProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;

function NavAnchor(props: NavAnchorProps) {
  return <NavLink component="a" {...props} />;
}

const DrawerLink = createLink(NavAnchor);

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The navigation on a phone: the burger opens it from the left, and choosing a page closes it. */
export function MobileNavDrawer({ opened, onClose }: MobileNavDrawerProps) {
  const { t, i18n } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      padding="md"
      title={<ShopMark />}
      closeButtonProps={{ 'aria-label': t`Close the navigation` }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        <MenuSearchForm onSearch={onClose} />
        <nav aria-label={t`Main`}>
          <DrawerLink
            to="/"
            label={t`Home`}
            leftSection={<IconHome size={20} aria-hidden="true" />}
            activeOptions={{ exact: true }}
            onClick={onClose}
          />
          <DrawerLink
            to="/menu"
            label={t`Menu`}
            leftSection={<IconToolsKitchen2 size={20} aria-hidden="true" />}
            onClick={onClose}
          />
          <Divider my="xs" label={t`Services`} labelPosition="left" />
          {SERVICES.map(({ label, to, Icon }) => (
            <DrawerLink
              key={to}
              to={to}
              label={i18n._(label)}
              leftSection={<Icon size={20} aria-hidden="true" />}
              active={false}
              onClick={onClose}
            />
          ))}
        </nav>
        <LanguageSwitcher listed onSwitch={onClose} />
      </Stack>
    </Drawer>
  );
}
