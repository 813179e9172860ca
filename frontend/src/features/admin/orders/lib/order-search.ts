import { type OrderStatus, OrderStatus as OrderStatuses } from '@/api/generated/model';
import {
  listOrdersQueryFromRegExp,
  listOrdersQueryPageMax,
  listOrdersQueryQMax,
} from '@/api/generated/zod/orders-staff/orders-staff.zod';

/** Orders Tracking's filters and page, kept in the address so a reload or a shared link keeps them. */
export interface OrderSearch {
  /** An order's number, or part of its customer's name, e-mail or phone. */
  q?: string;
  status?: OrderStatus;
  from?: string;
  to?: string;
  page?: number;
}

export const ORDERS_PER_PAGE = 10;

/** A calendar day as GET /orders takes it (`from` and `to` share the pattern). */
const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  listOrdersQueryFromRegExp.test(value) &&
  !Number.isNaN(Date.parse(value));

const isStatus = (value: unknown): value is OrderStatus =>
  Object.values(OrderStatuses).includes(value as OrderStatus);

/**
 * `validateSearch` of /dashboard/orders. Every key is named, `undefined` when unknown or malformed: the router
 * lays the answer over the raw query, so a key left out would keep its raw value.
 */
export function parseOrderSearch(search: Record<string, unknown>): OrderSearch {
  const page = Number(search.page);
  const q = typeof search.q === 'string' ? search.q.trim() : '';
  return {
    q: q !== '' && q.length <= listOrdersQueryQMax ? q : undefined,
    status: isStatus(search.status) ? search.status : undefined,
    from: isDay(search.from) ? search.from : undefined,
    to: isDay(search.to) ? search.to : undefined,
    page: Number.isInteger(page) && page > 1 && page <= listOrdersQueryPageMax ? page : undefined,
  };
}

export const listOrdersParamsOf = (search: OrderSearch) => ({
  ...search,
  page: search.page ?? 1,
  pageSize: ORDERS_PER_PAGE,
});
