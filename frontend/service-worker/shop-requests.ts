import type { RouteMatchCallbackOptions } from 'workbox-core';
import { PUBLIC_READ_PATHS } from '../src/api/public-reads';

/** The public menu and the shop's settings: the same answer for every visitor, asked without a token. */
export const PUBLIC_SHOP_DATA_URLS = PUBLIC_READ_PATHS.map((path) => `/api${path}`);

const PUBLIC_SHOP_DATA = new Set(PUBLIC_SHOP_DATA_URLS);
const PICTURE_FOLDERS = /^\/(menu-images|uploads|pictures)\//;

/** The public menu and shop settings, asked without a token. */
export const isPublicShopData = ({
  url,
  request,
  sameOrigin,
}: RouteMatchCallbackOptions): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  PUBLIC_SHOP_DATA.has(url.pathname) &&
  !request.headers.has('Authorization');

/** A dish's or a profile's picture, seeded, uploaded or resized. */
export const isPicture = ({ url, request, sameOrigin }: RouteMatchCallbackOptions): boolean =>
  sameOrigin && request.method === 'GET' && PICTURE_FOLDERS.test(url.pathname);
