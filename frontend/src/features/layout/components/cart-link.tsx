import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, type ActionIconProps, Badge } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import classes from './site-header.module.css';

type ActionIconAnchorProps = ActionIconProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ActionIconProps>;

function ActionIconAnchor(props: ActionIconAnchorProps) {
  return <ActionIcon component="a" {...props} />;
}

const ActionIconLink = createLink(ActionIconAnchor);

interface CartLinkProps {
  /** Dishes in the cart; the badge shows 0 when there are none. */
  count: number;
}

export function CartLink({ count }: CartLinkProps) {
  const { t } = useLingui();
  return (
    <ActionIconLink
      to="/cart-page"
      variant="header"
      size={44}
      radius="xl"
      className={classes.cart}
      aria-label={t`Cart, ${plural(count, { one: `${count} dish`, other: `${count} dishes` })}`}
    >
      <IconShoppingCart size={24} stroke={1.7} aria-hidden="true" />
      <Badge
        className={classes.cartBadge}
        color="tomato.8"
        size="sm"
        radius="xl"
        data-testid="cart-count"
      >
        {count}
      </Badge>
    </ActionIconLink>
  );
}
