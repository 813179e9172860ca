// One customer checking out again and again, one call after another, as the SPA makes its calls: what each API call
// costs the shop when nothing else is waiting, so that a slow call cannot hide behind a queue.
import { cardConfirmation } from './card-confirmation.mjs';
import { signUp } from './checkout.mjs';
import { quantile } from './stats.mjs';

/** The calls of one checkout, in the SPA's order: sign-in, the dish dialog, the cart page, the checkout page, Pay. */
export const UNHURRIED_CALLS = {
  jwt: 'POST /jwt',
  addToCart: 'POST /carts',
  cart: 'GET /carts',
  shop: 'GET /shop',
  slots: 'GET /checkout/slots',
  quote: 'POST /checkout/quote',
  intent: 'POST /create-payment-intent',
  payment: 'POST /payments',
};

const ORDER = { fulfilment: 'pickup' };

/**
 * Signs one customer up (not timed), warms the shop with one checkout, then times each API call of `rounds`
 * checkouts of one or two dishes; the card is confirmed at the Stripe stand-in, as Stripe.js does, untimed.
 */
export async function measureUnhurriedCheckout({ shopUrl, standIn, emulatorHost, rounds, say }) {
  const menu = (await (await fetch(`${shopUrl}/api/menu`)).json()).filter((dish) => dish.available);
  const email = `bench-unhurried-${Date.now().toString(36)}@example.com`;
  const idToken = await signUp(emulatorHost, email);
  const times = Object.fromEntries(Object.keys(UNHURRIED_CALLS).map((call) => [call, []]));

  const call = async (name, path, { token, body, method = body ? 'POST' : 'GET' } = {}) => {
    const started = performance.now();
    const res = await fetch(`${shopUrl}/api${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => null);
    times[name].push(performance.now() - started);
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };

  const checkOut = async (round) => {
    const { token } = await call('jwt', '/jwt', { body: { idToken } });
    const dishes = [menu[(round * 5) % menu.length], menu[(round * 5 + 17) % menu.length]].slice(0, 1 + (round % 2));
    for (const dish of dishes)
      await call('addToCart', '/carts', { token, body: { menuItemId: dish._id, quantity: 1 } });
    await call('cart', `/carts?email=${encodeURIComponent(email)}`, { token });
    await call('shop', '/shop');
    await call('slots', '/checkout/slots', { token });
    const quote = await call('quote', '/checkout/quote', { token, body: ORDER });
    const intent = await call('intent', '/create-payment-intent', {
      token,
      body: { ...ORDER, price: quote.bill.total },
    });
    const intentId = intent.clientSecret.split('_secret_')[0];
    const confirmed = await fetch(...cardConfirmation(standIn, intent.clientSecret));
    if (!confirmed.ok) throw new Error(`the Stripe stand-in refused the card: ${confirmed.status}`);
    await call('payment', '/payments', { token, body: { transactionId: intentId } });
  };

  say(`one customer checks out ${rounds} times, one call after another ...`);
  await checkOut(rounds);
  for (const list of Object.values(times)) list.length = 0;
  for (let round = 0; round < rounds; round++) await checkOut(round);
  return {
    rounds,
    calls: Object.fromEntries(
      Object.entries(times).map(([name, values]) => [
        name,
        { p50: quantile(values, 0.5), p99: quantile(values, 0.99), count: values.length },
      ]),
    ),
  };
}
