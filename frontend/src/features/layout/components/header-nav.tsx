import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ServicesMenu } from './services-menu';
import plain from '@/components/plain-button.module.css';
import classes from './site-header.module.css';

/** Mantine's global class gives the links the focus ring of every other control. */
const LINK_CLASS = `mantine-focus-auto ${plain.plainButton} ${classes.navLink}`;

/** Home, Menu and the Services submenu, on screens wide enough to show them in a row (a phone's are in the drawer). */
export function HeaderNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Main`} className={classes.nav}>
      <Link to="/" className={LINK_CLASS} activeOptions={{ exact: true }}>
        <Trans>Home</Trans>
      </Link>
      <Link to="/menu" className={LINK_CLASS}>
        <Trans>Menu</Trans>
      </Link>
      <ServicesMenu />
    </nav>
  );
}
