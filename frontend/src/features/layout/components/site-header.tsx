import { Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/link';
import { SHOP_NAME } from '../../../lib/shop';
import { ShopMark } from '../../../components/shop-mark';
import classes from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label={`${SHOP_NAME} home`}>
          <ShopMark />
        </Link>
        <nav aria-label="Main" className={classes.nav}>
          <AnchorLink to="/" className={classes.navLink} activeOptions={{ exact: true }}>
            Home
          </AnchorLink>
          <AnchorLink to="/menu" className={classes.navLink}>
            Menu
          </AnchorLink>
        </nav>
      </Container>
    </header>
  );
}
