import { SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Fulfilment, Shop } from '@/api/generated/model';
import { type AddressDraft, phoneProblem } from '@/features/checkout/lib/checkout-choices';
import { CheckoutStep } from './checkout-step';
import { DeliveryAddressFields } from './delivery-address-fields';

interface FulfilmentStepProps {
  shop: Pick<Shop, 'pickup' | 'delivery'>;
  fulfilment: Fulfilment;
  address: AddressDraft;
  onFulfilment: (fulfilment: Fulfilment) => void;
  onAddress: (address: AddressDraft) => void;
  phone: string;
  onPhone: (phone: string) => void;
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
  phone,
  onPhone,
  error,
}: FulfilmentStepProps) {
  const offered = (['pickup', 'delivery'] as const).filter((way) => shop[way]);
  const [phoneTouched, setPhoneTouched] = useState(false);
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
      <TextInput
        type="tel"
        label="Phone"
        description={
          fulfilment === 'delivery'
            ? 'The driver calls it if they cannot find you.'
            : 'Optional: the kitchen calls it if something is wrong with your order.'
        }
        autoComplete="tel"
        inputMode="tel"
        maxLength={32}
        required={fulfilment === 'delivery'}
        value={phone}
        onChange={(event) => onPhone(event.currentTarget.value)}
        onBlur={() => setPhoneTouched(true)}
        error={phoneTouched ? phoneProblem(phone) : undefined}
      />
    </CheckoutStep>
  );
}
