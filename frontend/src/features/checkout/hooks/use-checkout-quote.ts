import { useLingui } from '@lingui/react/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/fetcher';
import { quoteOrder } from '@/api/generated/checkout-mutations/checkout-mutations';
import type { OrderRequest } from '@/api/generated/model';

/** Every quote of this screen starts with this key, so that a changed cart asks for all of them again. */
export const CHECKOUT_QUOTE_QUERY_KEY = ['checkout-quote'] as const;

const TYPING_PAUSE_MS = 350;

/** What the kitchen and the driver read changes nothing in the bill: typing it asks nothing. */
const billed = ({ phone: _phone, allergyNote: _note, ...request }: OrderRequest): OrderRequest =>
  request;

interface QuoteRefusal {
  status: number;
  message: string;
  details?: { path: string }[];
}

/**
 * The bill and promised time of the cart as chosen, asked again whenever a choice (or the cart) changes. The
 * last bill stays on screen while the next one loads, so nothing flickers; typing pauses before asking.
 * It is a POST that holds nothing, so it is read like a query.
 */
export function useCheckoutQuote(order: OrderRequest | undefined, cartVersion: string) {
  const { t } = useLingui();
  const request = order === undefined ? undefined : billed(order);
  // Compared as text: a request is a new object on every render, its content is not.
  const requestKey = request === undefined ? undefined : JSON.stringify(request);
  const [settledKey] = useDebouncedValue(requestKey, TYPING_PAUSE_MS);
  const [lastAskedKey, setLastAskedKey] = useState<string>();
  // A click (pickup, a time, a tip) asks at once; typing in the address or a tip waits for a pause.
  const typing =
    requestKey !== undefined &&
    lastAskedKey !== undefined &&
    requestKey !== lastAskedKey &&
    settledKey !== requestKey &&
    sameExceptTyping(request!, JSON.parse(lastAskedKey) as OrderRequest);
  const askedKey = typing ? lastAskedKey : requestKey;
  if (askedKey !== lastAskedKey) setLastAskedKey(askedKey);
  const asked = askedKey === undefined ? undefined : (JSON.parse(askedKey) as OrderRequest);
  const query = useQuery({
    queryKey: [...CHECKOUT_QUOTE_QUERY_KEY, cartVersion, askedKey],
    queryFn: ({ signal }) => quoteOrder(asked!, { signal }),
    enabled: asked !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  const refusal: QuoteRefusal | undefined =
    query.error && isApiError(query.error) && query.error.status > 0
      ? { status: query.error.status, message: query.error.message, details: query.error.details }
      : query.error
        ? { status: 0, message: t`The bill could not be worked out. Please try again.` }
        : undefined;
  return {
    quote: query.isError ? undefined : query.data,
    /** The bill shown is an earlier one, while the one for these choices loads. */
    updating: query.isFetching || typing,
    refusal,
    askedFor: asked,
  };
}

/** Two requests differ only in what is typed: the address or a tip amount. */
function sameExceptTyping(a: OrderRequest, b: OrderRequest): boolean {
  const strip = ({ address: _address, tip, ...rest }: OrderRequest) => ({
    ...rest,
    tip: tip && 'amount' in tip ? 'amount' : tip,
  });
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}
