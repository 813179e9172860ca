import { HttpResponse } from 'msw';
import type { ErrorDetailsItem, Error as ErrorBody } from '@/api/generated/model';

const REASON_PHRASES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
} as const;

/** An mock API answer in the contract's error shape, as the backend's exception filter writes it. */
export function errorResponse(
  status: keyof typeof REASON_PHRASES,
  message: string,
  details?: ErrorDetailsItem[],
) {
  const body: ErrorBody = {
    statusCode: status,
    error: REASON_PHRASES[status],
    message,
    ...(details ? { details } : {}),
  };
  return HttpResponse.json(body, { status });
}
