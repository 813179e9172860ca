import { useCart } from './use-cart';

/** How many lines the signed-in customer's cart holds, for the header's badge (0 when signed out). */
export const useCartLineCount = (): number => useCart().data?.length ?? 0;
