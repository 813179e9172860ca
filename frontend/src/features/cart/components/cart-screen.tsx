import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CartLine, ServiceFee } from '@/api/generated/model';
import { ButtonLink } from '@/components/link';
import type { AuthUser } from '@/lib/auth/auth-session';
import { cartDishCount, cartTotalCents } from '@/features/cart/lib/cart-totals';
import { checkoutBlockedReason } from '@/features/cart/lib/checkout-readiness';
import { CartLines, type CartLineActions } from './cart-lines';
import { CartSummary } from './cart-summary';

interface CartScreenProps extends CartLineActions {
  user: AuthUser;
  lines: CartLine[] | undefined;
  /** The shop's mandatory fee, said beside the total; none by default. */
  serviceFee?: ServiceFee | null;
  /** Paying at once with a wallet, above the summary; shown only for a cart that can be paid. */
  express?: ReactNode;
}

/** The signed-in customer's cart: its lines on one side, who orders and what it costs on the other. */
export function CartScreen({ user, lines, serviceFee, express, ...actions }: CartScreenProps) {
  const { t, i18n } = useLingui();
  const cart = lines ?? [];
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        <Trans>Your cart</Trans>
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {lines === undefined ? (
            <Text c="dimmed">
              <Trans>Loading your cart…</Trans>
            </Text>
          ) : cart.length === 0 ? (
            <EmptyCart />
          ) : (
            <CartLines lines={cart} {...actions} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {cart.length > 0 && express && <Box mb="md">{express}</Box>}
          <CartSummary
            customer={{ name: user.displayName ?? '', email: user.email ?? '', userId: user.uid }}
            dishCount={cartDishCount(cart)}
            totalCents={cartTotalCents(cart)}
            serviceFee={serviceFee}
            blockedReason={
              lines === undefined ? t`Loading your cart…` : checkoutBlockedReason(cart, i18n)
            }
          />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function EmptyCart() {
  const { t } = useLingui();
  return (
    <Stack align="flex-start" gap="sm">
      <Alert
        color="gray"
        icon={<IconShoppingCartOff aria-hidden="true" />}
        title={t`Your cart is empty`}
      >
        <Trans>Pick something tasty from the menu and it will wait for you here.</Trans>
      </Alert>
      <ButtonLink to="/menu" variant="light">
        <Trans>Back to Menu</Trans>
      </ButtonLink>
    </Stack>
  );
}

interface CartLoginPromptProps {
  title?: string;
  /** Where to come back to after logging in. */
  returnTo?: string;
}

/** What a signed-out visitor sees at the cart's (or the checkout's) address. */
export function CartLoginPrompt({ title, returnTo = '/cart-page' }: CartLoginPromptProps) {
  const { t } = useLingui();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={1}>{title ?? t`Your cart`}</Title>
        <Text c="dimmed">
          <Trans>Please log in to see your cart and order the food.</Trans>
        </Text>
        <ButtonLink to="/login" search={{ redirect: returnTo }}>
          <Trans>Login now!</Trans>
        </ButtonLink>
      </Stack>
    </Container>
  );
}
