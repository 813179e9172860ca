import '@mantine/core/styles/SegmentedControl.layer.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

const FULFILMENT_LABELS: Record<Fulfilment, MessageDescriptor> = {
  pickup: msg`Pickup`,
  delivery: msg`Delivery`,
};

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
  const { t, i18n } = useLingui();
  const offered = (['pickup', 'delivery'] as const).filter((way) => shop[way]);
  const [phoneTouched, setPhoneTouched] = useState(false);
  return (
    <CheckoutStep id="fulfilment" title={t`Pickup or delivery`} error={error}>
      {offered.length > 1 ? (
        <SegmentedControl
          fullWidth
          aria-label={t`Pickup or delivery`}
          value={fulfilment}
          onChange={onFulfilment}
          data={offered.map((way) => ({ value: way, label: i18n._(FULFILMENT_LABELS[way]) }))}
        />
      ) : (
        <Text c="dimmed">
          {fulfilment === 'pickup'
            ? t`You pick your order up at the restaurant.`
            : t`We deliver your order to your door.`}
        </Text>
      )}
      {fulfilment === 'delivery' && <DeliveryAddressFields value={address} onChange={onAddress} />}
      <TextInput
        type="tel"
        label={t`Phone`}
        description={
          fulfilment === 'delivery'
            ? t`The driver calls it if they cannot find you.`
            : t`Optional: the kitchen calls it if something is wrong with your order.`
        }
        autoComplete="tel"
        inputMode="tel"
        maxLength={32}
        required={fulfilment === 'delivery'}
        value={phone}
        onChange={(event) => onPhone(event.currentTarget.value)}
        onBlur={() => setPhoneTouched(true)}
        error={phoneTouched ? phoneProblem(phone, i18n) : undefined}
      />
    </CheckoutStep>
  );
}
