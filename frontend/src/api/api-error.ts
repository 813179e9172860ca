import type { Error as ShopErrorBody } from './generated/model';

export type { ShopErrorBody };

/** A failed call to the shop's API, carrying the contract's error body. Status 0 means no answer came. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ShopErrorBody;

  constructor(status: number, body: ShopErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get details(): ShopErrorBody['details'] {
    return this.body.details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A client error (4xx) will not heal by asking again; a lost connection or a server hiccup may. */
export const mayHealOnRetry = (error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500);
