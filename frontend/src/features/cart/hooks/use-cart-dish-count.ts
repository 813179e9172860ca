import { cartDishCount } from '@/features/cart/lib/cart-totals';
import { useCart } from './use-cart';

/** How many dishes the signed-in customer's cart holds, for the header's badge (0 when signed out). */
export const useCartDishCount = (): number => cartDishCount(useCart().data ?? []);
