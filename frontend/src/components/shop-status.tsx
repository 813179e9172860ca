import { useLingui } from '@lingui/react/macro';
import { PlainBox, PlainGroup } from '@/components/plain/plain-layout';
import { PlainText } from '@/components/plain/plain-text';
import { useGetShop } from '@/api/generated/shop/shop';
import { formatShopStatus, type ShopHoursNow } from '@/lib/time/shop-status';

interface ShopStatusProps {
  shop: ShopHoursNow;
  /** The instant it is read at; now by default (stories and tests fix it). */
  now?: Date;
}

/**
 * "Open now · closes 22:00" or "Closed · opens tomorrow 11:30", with a green or grey dot; an orange one while the
 * kitchen has paused orders for now.
 */
export function ShopStatus({ shop, now = new Date() }: ShopStatusProps) {
  const { i18n } = useLingui();
  return (
    <PlainGroup gap={8} wrap="nowrap" data-testid="shop-status">
      <PlainBox
        w={10}
        h={10}
        style={{ borderRadius: '50%', flex: 'none' }}
        bg={shop.open ? (shop.pause ? 'orange.7' : 'leaf.7') : 'gray.6'}
        aria-hidden="true"
      />
      <PlainText fw={600} size="sm">
        {formatShopStatus(shop, now, i18n)}
      </PlainText>
    </PlainGroup>
  );
}

/** The shop's status as the server says it now; nothing while it is unknown. */
export function LiveShopStatus() {
  const shop = useGetShop();
  return shop.data ? <ShopStatus shop={shop.data} /> : null;
}
