import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import type { CartLine } from '@/api/generated/model';
import { ButtonLink } from '@/components/link';
import type { AuthUser } from '@/lib/auth/auth-session';
import { cartDishCount, cartTotalCents } from '@/features/cart/lib/cart-totals';
import { checkoutBlockedReason } from '@/features/cart/lib/checkout-readiness';
import { CartLines, type CartLineActions } from './cart-lines';
import { CartSummary } from './cart-summary';

interface CartScreenProps extends CartLineActions {
  user: AuthUser;
  lines: CartLine[] | undefined;
}

/** The signed-in customer's cart: its lines on one side, who orders and what it costs on the other. */
export function CartScreen({ user, lines, ...actions }: CartScreenProps) {
  const cart = lines ?? [];
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Your cart
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {lines === undefined ? (
            <Text c="dimmed">Loading your cart…</Text>
          ) : cart.length === 0 ? (
            <EmptyCart />
          ) : (
            <CartLines lines={cart} {...actions} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartSummary
            customer={{ name: user.displayName ?? '', email: user.email ?? '', userId: user.uid }}
            dishCount={cartDishCount(cart)}
            totalCents={cartTotalCents(cart)}
            blockedReason={lines === undefined ? 'Loading your cart…' : checkoutBlockedReason(cart)}
          />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function EmptyCart() {
  return (
    <Stack align="flex-start" gap="sm">
      <Alert
        color="gray"
        icon={<IconShoppingCartOff aria-hidden="true" />}
        title="Your cart is empty"
      >
        Pick something tasty from the menu and it will wait for you here.
      </Alert>
      <ButtonLink to="/menu" variant="light">
        Back to Menu
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
export function CartLoginPrompt({
  title = 'Your cart',
  returnTo = '/cart-page',
}: CartLoginPromptProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">Please log in to see your cart and order the food.</Text>
        <ButtonLink to="/login" search={{ redirect: returnTo }}>
          Login now!
        </ButtonLink>
      </Stack>
    </Container>
  );
}
