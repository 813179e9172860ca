// New order to kitchen screen: one customer pays for orders one after another while a kitchen listens to the event
// stream, as the kitchen screen does; each order is timed from the customer's report of the payment until the
// kitchen heard of it, and until the kitchen's list (what the screen shows next) held it.
import { signUp } from './checkout.mjs';
import { followEvents } from './event-stream.mjs';
import { quantile } from './stats.mjs';

const CARD = {
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': '4242424242424242',
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': '2034',
  'payment_method_data[card][cvc]': '123',
};

export async function call(url, token, body, method = body ? 'POST' : 'GET') {
  const res = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok)
    throw new Error(`${method} ${new URL(url).pathname} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

/** An administrator signs in with Google, as the emulator allows offline: its address is verified, as ADMIN_EMAILS needs. */
export async function signInWithGoogle(emulatorHost, email) {
  const googleToken = JSON.stringify({ sub: email, email, email_verified: true, name: 'Bench Chef' });
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=bench-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const json = await res.json();
  if (!res.ok) throw new Error(`the Auth emulator refused a Google sign-in: ${json.error?.message ?? res.status}`);
  return json.idToken;
}

export async function shopToken(shopUrl, idToken) {
  return (await call(`${shopUrl}/api/jwt`, undefined, { idToken })).token;
}

/** Listens to GET /api/events; `heard(orderId)` resolves when a `created` event for the order has arrived. */
async function listen(shopUrl, token) {
  const arrived = new Map();
  const waiting = new Map();
  const close = await followEvents(shopUrl, token, (event, at) => {
    if (event.kind !== 'created') return;
    arrived.set(event.orderId, at);
    waiting.get(event.orderId)?.(at);
  });
  return {
    heard: (orderId) =>
      arrived.has(orderId)
        ? Promise.resolve(arrived.get(orderId))
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`the kitchen never heard of order ${orderId}`)), 10_000);
            waiting.set(orderId, (at) => {
              clearTimeout(timer);
              resolve(at);
            });
          }),
    close,
  };
}

export async function measureKitchen({ shopUrl, standIn, emulatorHost, adminEmail, orders: count, say }) {
  const menu = (await (await fetch(`${shopUrl}/api/menu`)).json()).filter((dish) => dish.available);
  const chef = await shopToken(shopUrl, await signInWithGoogle(emulatorHost, adminEmail));
  const customer = await shopToken(
    shopUrl,
    await signUp(emulatorHost, `bench-diner-${Date.now().toString(36)}@example.com`),
  );
  const kitchen = await listen(shopUrl, chef);
  say(`${count} orders paid one after another while a kitchen listens ...`);
  const toEvent = [];
  const toList = [];
  try {
    for (let i = 0; i < count; i += 1) {
      await call(`${shopUrl}/api/carts`, customer, { menuItemId: menu[i % menu.length]._id, quantity: 1 });
      const intent = await call(`${shopUrl}/api/create-payment-intent`, customer, {});
      const intentId = intent.clientSecret.split('_secret_')[0];
      const confirmed = await fetch(`${standIn.url}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${standIn.publishableKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ client_secret: intent.clientSecret, ...CARD }),
      });
      if (!confirmed.ok) throw new Error(`the card confirmation answered ${confirmed.status}`);
      const reported = performance.now();
      const order = await call(`${shopUrl}/api/payments`, customer, { transactionId: intentId });
      const heardAt = await kitchen.heard(order._id);
      toEvent.push(heardAt - reported);
      // What the kitchen screen does on the event: read its list again.
      const list = await call(`${shopUrl}/api/kitchen/orders`, chef);
      if (!list.some((listed) => listed._id === order._id))
        throw new Error('the kitchen list lacks an order it heard of');
      toList.push(performance.now() - reported);
    }
  } finally {
    kitchen.close();
  }
  const figures = (values) => ({ p50: quantile(values, 0.5), p99: quantile(values, 0.99), max: Math.max(...values) });
  return { orders: count, toEvent: figures(toEvent), toList: figures(toList) };
}
