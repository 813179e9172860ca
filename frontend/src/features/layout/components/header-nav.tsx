import { Trans, useLingui } from '@lingui/react/macro';
import { AnchorLink } from '@/components/link';
import { ServicesMenu } from './services-menu';
import classes from './site-header.module.css';

/** Home, Menu and the Services submenu, on screens wide enough to show them in a row (a phone's are in the drawer). */
export function HeaderNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Main`} className={classes.nav}>
      <AnchorLink to="/" className={classes.navLink} activeOptions={{ exact: true }}>
        <Trans>Home</Trans>
      </AnchorLink>
      <AnchorLink to="/menu" className={classes.navLink}>
        <Trans>Menu</Trans>
      </AnchorLink>
      <ServicesMenu />
    </nav>
  );
}
