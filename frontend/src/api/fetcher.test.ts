import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { i18n } from '@lingui/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, ApiError, setOnUnauthorized, shopFetch } from './fetcher';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setOnUnauthorized(undefined);
});
afterAll(() => server.close());

const errorBody = (statusCode: number, error: string, message: string) => ({
  statusCode,
  error,
  message,
});

/** Answers every call to /api/echo with what the server received. */
const echo = () =>
  server.use(
    http.all('*/api/echo', async ({ request }) =>
      HttpResponse.json({
        method: request.method,
        path: new URL(request.url).pathname,
        authorization: request.headers.get('Authorization'),
        language: request.headers.get('Accept-Language'),
        contentType: request.headers.get('Content-Type'),
        body: request.method === 'GET' ? null : await request.text(),
      }),
    ),
  );

describe('shopFetch', () => {
  it('calls the API under /api and hands back the parsed JSON answer', async () => {
    echo();
    const answer = await shopFetch<{ method: string; path: string }>('/echo');
    expect(answer).toMatchObject({ method: 'GET', path: '/api/echo' });
  });

  it('says the language the customer reads, which an order or a booking keeps for its e-mails', async () => {
    echo();
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    try {
      expect((await shopFetch<{ language: string | null }>('/echo')).language).toBe('fr');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('sends the stored access token as a bearer token', async () => {
    echo();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    const answer = await shopFetch<{ authorization: string | null }>('/echo');
    expect(answer.authorization).toBe('Bearer token-123');
  });

  it('asks for the menu and the shop without the token, which the service worker keeps only without one', async () => {
    server.use(
      http.get('*/api/:read', ({ request }) =>
        HttpResponse.json({ authorization: request.headers.get('Authorization') }),
      ),
    );
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    for (const read of ['/menu', '/shop', '/menu?category=pizza']) {
      const answer = await shopFetch<{ authorization: string | null }>(read);
      expect(answer.authorization).toBeNull();
    }
    const cart = await shopFetch<{ authorization: string | null }>('/carts?email=a%40b.example');
    expect(cart.authorization).toBe('Bearer token-123');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    echo();
    const answer = await shopFetch<{ authorization: string | null }>('/echo');
    expect(answer.authorization).toBeNull();
  });

  it('sends a JSON body as JSON', async () => {
    echo();
    const answer = await shopFetch<{ contentType: string; body: string }>('/echo', {
      method: 'POST',
      body: JSON.stringify({ quantity: 2 }),
    });
    expect(answer.contentType).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({ quantity: 2 });
  });

  it('leaves the multipart content type of a FormData body to the browser', async () => {
    echo();
    const form = new FormData();
    form.append('caption', 'Margherita fresh from the oven');
    const answer = await shopFetch<{ contentType: string; body: string }>('/echo', {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.body).toContain('Margherita fresh from the oven');
  });

  it('answers undefined for 204 No Content', async () => {
    server.use(http.delete('*/api/carts/1', () => new HttpResponse(null, { status: 204 })));
    await expect(shopFetch('/carts/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('answers undefined for a 200 with an empty body', async () => {
    server.use(http.post('*/api/payments', () => new HttpResponse('', { status: 200 })));
    await expect(shopFetch('/payments', { method: 'POST' })).resolves.toBeUndefined();
  });

  it("throws an ApiError carrying the status and the contract's error body", async () => {
    const details = [{ path: '/body/price', message: 'must be >= 0.01' }];
    server.use(
      http.post('*/api/menu', () =>
        HttpResponse.json(
          { ...errorBody(400, 'Bad Request', 'The price must be at least $0.01.'), details },
          { status: 400 },
        ),
      ),
    );

    const error = await shopFetch('/menu', { method: 'POST', body: '{}' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'The price must be at least $0.01.',
      body: { statusCode: 400, error: 'Bad Request', details },
    });
  });

  it('still throws an ApiError with a readable message when the error body is not the contract one', async () => {
    server.use(
      http.get('*/api/menu', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const error = await shopFetch('/menu').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, body: { statusCode: 502 } });
    expect((error as ApiError).message).toMatch(/unexpected error \(502\)/);
  });

  it.each([401, 403])('tells the registered listener when the API answers %i', async (status) => {
    const onUnauthorized = vi.fn();
    setOnUnauthorized(onUnauthorized);
    server.use(
      http.get('*/api/users', () =>
        HttpResponse.json(errorBody(status, 'Refused', 'Please sign in again.'), { status }),
      ),
    );

    await expect(shopFetch('/users')).rejects.toMatchObject({ status });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({
      status,
      message: 'Please sign in again.',
    });
  });

  it('does not treat other errors as a lost session', async () => {
    const onUnauthorized = vi.fn();
    setOnUnauthorized(onUnauthorized);
    server.use(
      http.get('*/api/menu/x', () =>
        HttpResponse.json(errorBody(404, 'Not Found', 'No such dish.'), { status: 404 }),
      ),
    );
    await expect(shopFetch('/menu/x')).rejects.toMatchObject({ status: 404 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0 and a friendly message', async () => {
    server.use(http.get('*/api/menu', () => HttpResponse.error()));
    const error = await shopFetch('/menu').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as ApiError).message).toMatch(/could not reach the shop/i);
  });

  it('lets a cancelled request stay a cancellation', async () => {
    server.use(http.get('*/api/menu', () => HttpResponse.json([])));
    const controller = new AbortController();
    controller.abort();
    const error = await shopFetch('/menu', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
