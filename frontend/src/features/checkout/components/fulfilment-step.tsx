import { SegmentedControl, Text } from '@mantine/core';
import type { Fulfilment, Shop } from '../../../api/generated/model';
import type { AddressDraft } from '../lib/checkout-choices';
import { CheckoutStep } from './checkout-step';
import { DeliveryAddressFields } from './delivery-address-fields';

interface FulfilmentStepProps {
  shop: Pick<Shop, 'pickup' | 'delivery'>;
  fulfilment: Fulfilment;
  address: AddressDraft;
  onFulfilment: (fulfilment: Fulfilment) => void;
  onAddress: (address: AddressDraft) => void;
  error?: string;
}

const FULFILMENT_LABELS: Record<Fulfilment, string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** Pickup or delivery, among what the shop offers; a delivery asks where. */
export function FulfilmentStep({
  shop,
  fulfilment,
  address,
  onFulfilment,
  onAddress,
  error,
}: FulfilmentStepProps) {
  const offered = (['pickup', 'delivery'] as const).filter((way) => shop[way]);
  return (
    <CheckoutStep id="fulfilment" title="Pickup or delivery" error={error}>
      {offered.length > 1 ? (
        <SegmentedControl
          fullWidth
          aria-label="Pickup or delivery"
          value={fulfilment}
          onChange={onFulfilment}
          data={offered.map((way) => ({ value: way, label: FULFILMENT_LABELS[way] }))}
        />
      ) : (
        <Text c="dimmed">
          {fulfilment === 'pickup'
            ? 'You pick your order up at the restaurant.'
            : 'We deliver your order to your door.'}
        </Text>
      )}
      {fulfilment === 'delivery' && <DeliveryAddressFields value={address} onChange={onAddress} />}
    </CheckoutStep>
  );
}
