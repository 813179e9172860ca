import { Trans, useLingui } from '@lingui/react/macro';
import { Box, type BoxProps } from '@mantine/core';
import { AnchorLink } from '@/components/link';
import { ServicesMenu } from './services-menu';
import classes from './site-header.module.css';

/** Home, Menu and the Services submenu, on screens wide enough to show them in a row. */
export function HeaderNav(props: BoxProps) {
  const { t } = useLingui();
  return (
    <Box component="nav" aria-label={t`Main`} className={classes.nav} {...props}>
      <AnchorLink to="/" className={classes.navLink} activeOptions={{ exact: true }}>
        <Trans>Home</Trans>
      </AnchorLink>
      <AnchorLink to="/menu" className={classes.navLink}>
        <Trans>Menu</Trans>
      </AnchorLink>
      <ServicesMenu />
    </Box>
  );
}
