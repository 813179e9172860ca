import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { LanguageSwitcher } from '@/components/language-switcher';
import { PlainBurger } from '@/components/plain/plain-burger';
import { ShopMark } from '@/components/shop-mark';
import { SHOP_NAME } from '@/lib/shop';
import { HeaderNav } from './header-nav';
import { MenuSearchButton } from './menu-search-button';
import classes from './site-header.module.css';
import shell from './site-shell.module.css';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

// Only phones open the drawer: it loads on the first tap of the burger.
const MobileNavDrawer = lazyWithTheme(
  withWordsOf('parts', () =>
    import('./mobile-nav-drawer').then(({ MobileNavDrawer }) => ({ default: MobileNavDrawer })),
  ),
);

export interface SiteHeaderProps {
  /** The cart's link, with the number of dishes in the customer's cart on its badge (`CartLink`). */
  cart: ReactNode;
  /** The Login button for a visitor, or the user menu for a signed-in customer. */
  account: ReactNode;
}

/**
 * Whether the page is scrolled down from its top. It changes only when the page crosses its top, so the header
 * renders again then, not at every scroll event, nor once more right after the page is taken over at the top.
 */
function useScrolledDown(): boolean {
  const [scrolledDown, setScrolledDown] = useState(false);
  useEffect(() => {
    const update = () => setScrolledDown(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolledDown;
}

export function SiteHeader({ cart, account }: SiteHeaderProps) {
  const { t } = useLingui();
  const shopName = SHOP_NAME;
  const scrolledDown = useScrolledDown();
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [drawerOpened, drawer] = useDisclosure(false, { onOpen: () => setDrawerWanted(true) });

  return (
    <header className={classes.header} data-scrolled={scrolledDown || undefined}>
      <div className={`${shell.container} ${classes.inner}`}>
        <div className={classes.start}>
          <PlainBurger
            opened={drawerOpened}
            onClick={drawer.toggle}
            className={classes.burger}
            aria-label={t`Open the navigation`}
            aria-expanded={drawerOpened}
          />
          <Link to="/" className={classes.brand} aria-label={t`${shopName} home`}>
            <ShopMark />
          </Link>
        </div>
        <HeaderNav />
        <div className={classes.actions}>
          {/* On a phone the search and the languages are in the navigation's drawer. */}
          <div className={classes.wide}>
            <MenuSearchButton />
          </div>
          <div className={classes.wide}>
            <LanguageSwitcher />
          </div>
          {cart}
          {account}
        </div>
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </header>
  );
}
