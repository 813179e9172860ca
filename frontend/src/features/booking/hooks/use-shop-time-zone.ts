import { useGetShop } from '@/api/generated/shop/shop';

/** The shop's time zone, in which every booking time is told; the browser's until the shop has answered. */
export function useShopTimeZone(): string {
  const shop = useGetShop();
  return shop.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
