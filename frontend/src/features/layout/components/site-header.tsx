import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadWhenSeen } from '@/components/load-when-seen';
import { PlainBurger } from '@/components/plain/plain-burger';
import { ShopMark } from '@/components/shop-mark';
import { SHOP_NAME } from '@/lib/shop';
import classes from './site-header.module.css';
// The styles of the controls that come when seen come with the page, which the server renders with them: only their
// code waits (storefront.budget.ts compares their look in the server's page with theirs once taken over).
import '@/components/language-switcher.module.css';
import '@/components/plain-button.module.css';
import shell from './site-shell.module.css';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

// What a phone does not show (it finds them in the navigation's drawer): the navigation's links, the search and the
// languages come, their code with them, when seen; from a tablet's width up that is with the page.
const LaterHeaderNav = loadWhenSeen(() =>
  import('./header-wide-controls').then((module) => module.HeaderNav),
);
const LaterMenuSearchButton = loadWhenSeen(() =>
  import('./header-wide-controls').then((module) => module.MenuSearchButton),
);
const LaterLanguageSwitcher = loadWhenSeen(() =>
  import('./header-wide-controls').then((module) => module.LanguageSwitcher),
);

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
        <LaterHeaderNav />
        <div className={classes.actions}>
          {/* On a phone the search and the languages are in the navigation's drawer. */}
          <div className={classes.wide}>
            <LaterMenuSearchButton />
          </div>
          <div className={classes.wide}>
            <LaterLanguageSwitcher />
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
