import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconShoppingCart } from '@tabler/icons-react';
import { PlainBadge } from '@/components/plain/plain-badge';
import { PlainActionIconLink } from '@/components/plain/plain-links';
import classes from './site-header.module.css';

interface CartLinkProps {
  /** Dishes in the cart; the badge shows 0 when there are none. */
  count: number;
}

export function CartLink({ count }: CartLinkProps) {
  const { t } = useLingui();
  return (
    <PlainActionIconLink
      to="/cart-page"
      variant="header"
      size={44}
      radius="xl"
      className={classes.cart}
      aria-label={t`Cart, ${plural(count, { one: `${count} dish`, other: `${count} dishes` })}`}
    >
      <IconShoppingCart size={24} stroke={1.7} aria-hidden="true" />
      <PlainBadge
        className={classes.cartBadge}
        color="tomato.8"
        size="sm"
        radius="xl"
        data-testid="cart-count"
      >
        {count}
      </PlainBadge>
    </PlainActionIconLink>
  );
}
