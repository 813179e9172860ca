import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ShopMark } from '../../../components/shop-mark';
import { SHOP_NAME } from '../../../lib/shop';
import { CartLink } from './cart-link';
import { HeaderNav } from './header-nav';
import { MenuSearchButton } from './menu-search-button';
import { MobileNavDrawer } from './mobile-nav-drawer';
import classes from './site-header.module.css';

export interface SiteHeaderProps {
  /** The number of lines in the customer's cart, shown on the cart icon's badge. */
  cartLineCount: number;
  /** The Login button for a visitor, or the user menu for a signed-in customer. */
  account: ReactNode;
}

export function SiteHeader({ cartLineCount, account }: SiteHeaderProps) {
  const [scroll] = useWindowScroll();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <header className={classes.header} data-scrolled={scroll.y > 0 || undefined}>
      <Container size="xl" className={classes.inner}>
        <Group gap={4} wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label="Open the navigation"
            aria-expanded={drawerOpened}
          />
          <Link to="/" className={classes.brand} aria-label={`${SHOP_NAME} home`}>
            <ShopMark />
          </Link>
        </Group>
        <HeaderNav visibleFrom="md" />
        <div className={classes.actions}>
          <MenuSearchButton visibleFrom="md" />
          <CartLink count={cartLineCount} />
          {account}
        </div>
      </Container>
      <MobileNavDrawer opened={drawerOpened} onClose={drawer.close} />
    </header>
  );
}
