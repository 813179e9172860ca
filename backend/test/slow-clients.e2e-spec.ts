import { connect } from 'node:net';
import { startShop, type TestShop } from './app';
import { openEventStream } from './event-stream';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

const REQUEST_TIMEOUT_MS = 1500;
/** A sign-in whose body never finishes arriving. */
const SLOW_SIGN_IN =
  'POST /api/jwt HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';

interface SlowRequest {
  /** Settles once the shop has closed the connection: what it answered, and after how long. */
  closed: Promise<{ status: number; body: string; afterMs: number }>;
}

/** Sends `head` over a real socket, then one byte of `drip` every 200 ms, never finishing the request. */
function dribble(port: number, head: string, drip: string): SlowRequest {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.write(head);
  let sent = 0;
  const dripping = setInterval(() => {
    if (socket.writable) socket.write(drip[sent++ % drip.length]!);
  }, 200);
  const closed = new Promise<{ status: number; body: string; afterMs: number }>((resolve) => {
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripping);
      const [headLines = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(headLines.split(' ')[1]), body, afterMs: Date.now() - started });
    });
  });
  return { closed };
}

describe('a client that sends its request slowly holds a connection only as long as the shop allows', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let port: number;

  beforeAll(async () => {
    standIn = await startStandIn();
    shop = await startShop({
      ...stripeEnv(standIn),
      HTTP_HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
    await shop.app.listen(0, '127.0.0.1');
    port = (shop.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  it('answers 408 with the error body to a body that dribbles in, and closes the connection', async () => {
    const slow = dribble(port, SLOW_SIGN_IN, '{"idToken":"');
    const answer = await slow.closed;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({
      statusCode: 408,
      error: 'Request Timeout',
      message: expect.any(String),
    });
    // Node's own limits would have held it for five minutes.
    expect(answer.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(answer.afterMs).toBeLessThan(20_000);
  });

  it('answers 408 to headers that dribble in', async () => {
    const answer = await dribble(port, 'GET /api/health HTTP/1.1\r\nHost: shop\r\n', 'X-Slow: aaaaaaaa\r\n').closed;
    expect(answer.status).toBe(408);
    expect(answer.afterMs).toBeLessThan(20_000);
  });

  it('does not cut an event stream that stays open longer than a request may take to arrive', async () => {
    const customer = await shop.signIn('customer');
    const stream = await openEventStream(`http://127.0.0.1:${port}`, customer.authorization);
    try {
      expect(stream.status).toBe(200);
      // A slow request opened after the stream is cut: the stream is then older than the limit, and was checked.
      expect((await dribble(port, SLOW_SIGN_IN, '{"idToken":"').closed).status).toBe(408);

      const [dish] = (await shop.http.get('/api/menu')).body as { _id: string }[];
      await shop.http
        .post('/api/carts')
        .set('Authorization', customer.authorization)
        .send({ menuItemId: dish!._id, quantity: 1 })
        .expect(201);
      const intent = (
        await shop.http
          .post('/api/create-payment-intent')
          .set('Authorization', customer.authorization)
          .send({})
          .expect(200)
      ).body;
      const paid = await payWithCard(standIn, intent.clientSecret as string, '4242424242424242');
      const order = (
        await shop.http
          .post('/api/payments')
          .set('Authorization', customer.authorization)
          .send({ transactionId: paid.body.id })
      ).body as { _id: string };
      const created = await stream.next(
        (event) => event.event === 'order' && JSON.parse(event.data).orderId === order._id,
        30_000,
      );
      expect(JSON.parse(created.data)).toMatchObject({ orderId: order._id, kind: 'created' });
    } finally {
      stream.close();
    }
  });
});
