import { Box, type BoxProps, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/link';
import { SERVICES } from './services';
import classes from './site-header.module.css';

/** Home, Menu and the Services submenu, on screens wide enough to show them in a row. */
export function HeaderNav(props: BoxProps) {
  return (
    <Box component="nav" aria-label="Main" className={classes.nav} {...props}>
      <AnchorLink to="/" className={classes.navLink} activeOptions={{ exact: true }}>
        Home
      </AnchorLink>
      <AnchorLink to="/menu" className={classes.navLink}>
        Menu
      </AnchorLink>
      <Menu
        trigger="click-hover"
        position="bottom-start"
        offset={4}
        shadow="md"
        radius="md"
        // Its focus placeholder inside role=menu is an accessibility violation; the first item takes focus instead.
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <UnstyledButton className={classes.navLink}>
            Services
            <IconChevronDown size={16} aria-hidden="true" />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {SERVICES.map(({ label, Icon }) => (
            <Menu.Item
              key={label}
              leftSection={<Icon size={18} aria-hidden="true" />}
              renderRoot={(props) => <Link to="/order" {...props} />}
            >
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
