import { useLingui } from '@lingui/react/macro';
import { PlainText } from '@/components/plain/plain-text';
import { useGetShop } from '@/api/generated/shop/shop';
import type { ServiceFee } from '@/api/generated/model';
import { formatPercent, formatPrice } from '@/lib/money';

interface ServiceFeeNoteProps {
  /** The shop's mandatory fee; nothing is shown without one. */
  fee: ServiceFee | null | undefined;
  size?: 'xs' | 'sm';
}

/**
 * The shop's mandatory fee and what it pays for, said beside its prices (California's SB 478 asks it of a fee
 * that prices leave out): "Kitchen fee: 3 % of the food, added to every order. It pays our kitchen team a fair
 * wage." The bill then names it on its own row.
 */
export function ServiceFeeNote({ fee, size = 'sm' }: ServiceFeeNoteProps) {
  const { t } = useLingui();
  if (!fee) return null;
  const { name, purpose, charge } = fee;
  let sentence: string;
  if ('percent' in charge) {
    const percent = formatPercent(charge.percent);
    sentence = t`${name}: ${percent} of the food, added to every order.`;
  } else {
    const amount = formatPrice(charge.amount);
    sentence = t`${name}: ${amount}, added to every order.`;
  }
  return (
    <PlainText
      size={size}
      c="dimmed"
      data-testid="service-fee-note"
      style={{ overflowWrap: 'anywhere' }}
    >
      {sentence} {purpose}
    </PlainText>
  );
}

/** The fee as the server says the shop charges it now; nothing while it is unknown or when there is none. */
export function ShopServiceFeeNote({ size }: Pick<ServiceFeeNoteProps, 'size'>) {
  const shop = useGetShop();
  return <ServiceFeeNote fee={shop.data?.serviceFee} size={size} />;
}
