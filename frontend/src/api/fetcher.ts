import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, type ShopErrorBody } from './api-error';
import { isPublicRead } from './public-reads';

export { ApiError, isApiError } from './api-error';

/** Orval types every hook's error with this: whatever the operation, the fetcher throws an ApiError. */
export type ErrorType<_Body> = ApiError;

export const ACCESS_TOKEN_KEY = 'access-token';

const NETWORK_FAILURE_MESSAGE = msg`We could not reach the shop. Check your connection and try again.`;

/** Error names in an error body (HTTP's words, as the shop's server writes them), not sentences for people. */
const NETWORK_ERROR = 'Network Error';
const HTTP_ERROR = 'Error';

type UnauthorizedListener = (error: ApiError) => void;

let unauthorizedListener: UnauthorizedListener | undefined;

/** The auth feature registers what happens when the API refuses the caller (401 or 403). */
export const setOnUnauthorized = (listener: UnauthorizedListener | undefined): void => {
  unauthorizedListener = listener;
};

/** The error of a call that got no answer (status 0): the connection failed on the way there or back. */
export const noAnswer = (): ApiError =>
  new ApiError(0, {
    statusCode: 0,
    error: NETWORK_ERROR,
    message: i18n._(NETWORK_FAILURE_MESSAGE),
  });

export const apiBase = (): string => (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '');

export const readAccessToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
};

const buildHeaders = (url: string, init: RequestInit): Headers => {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The language the customer reads: an order or a booking keeps it, and its e-mails are written in it.
  if (i18n.locale && !headers.has('Accept-Language')) headers.set('Accept-Language', i18n.locale);
  const body = init.body;
  if (typeof body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  // The browser must write the multipart boundary itself.
  if (body instanceof FormData) headers.delete('Content-Type');
  const token = isPublicRead(url, init.method) ? null : readAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
};

const isShopErrorBody = (value: unknown): value is ShopErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShopErrorBody).message === 'string' &&
  typeof (value as ShopErrorBody).statusCode === 'number';

/** Said in the interface's language of the moment: the fetcher runs outside any screen. */
const unexpectedError = (status: number) =>
  i18n._(msg`The shop answered with an unexpected error (${status}).`);

const toErrorBody = (response: Response, body: unknown): ShopErrorBody =>
  isShopErrorBody(body)
    ? body
    : {
        statusCode: response.status,
        error: response.statusText || HTTP_ERROR,
        message: unexpectedError(response.status),
      };

/**
 * Every generated API call goes through here: `/api` prefix, bearer token (but on the public reads), JSON in and
 * out, ApiError out.
 */
export const shopFetch = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
  let response: Response;
  try {
    // The menu lets shared caches answer stale while they revalidate; the shop's own screens always ask (a 304
    // when nothing changed), so a dish the owner just edited or removed shows as it is now.
    response = await fetch(`${apiBase()}${url}`, {
      cache: 'no-cache',
      ...init,
      headers: buildHeaders(url, init),
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw noAnswer();
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw noAnswer();
  }
  if (response.ok) return body as T;

  const error = new ApiError(response.status, toErrorBody(response, body));
  if (response.status === 401 || response.status === 403) unauthorizedListener?.(error);
  throw error;
};
