import { SegmentedControl, TextInput } from '@mantine/core';
import type { TipSettings } from '@/api/generated/model';
import { customTip, type TipChoice } from '@/features/checkout/lib/checkout-choices';
import { formatPrice, shopCurrency } from '@/lib/money';
import { largestTip } from '@/lib/money-input';
import { CheckoutStep } from './checkout-step';

interface TipStepProps {
  tips: TipSettings;
  tip: TipChoice;
  onTip: (tip: TipChoice) => void;
  error?: string;
}

const CUSTOM = 'custom';

/** "No tip", the shop's percentages, and an amount of one's own when the shop allows it. */
export function TipStep({ tips, tip, onTip, error }: TipStepProps) {
  const presets = tips.presets.filter((percent) => percent > 0);
  const value = 'custom' in tip ? CUSTOM : String(tip.percent);
  const typed = 'custom' in tip ? tip.custom : '';
  const typedWrong = typed.trim() !== '' && customTip(typed) === undefined;
  return (
    <CheckoutStep id="tip" title="Tip" error={error}>
      <SegmentedControl
        fullWidth
        aria-label="Tip"
        value={value}
        onChange={(chosen) =>
          onTip(chosen === CUSTOM ? { custom: typed } : { percent: Number(chosen) })
        }
        data={[
          { value: '0', label: 'No tip' },
          ...presets.map((percent) => ({ value: String(percent), label: `${percent} %` })),
          ...(tips.custom ? [{ value: CUSTOM, label: 'Other' }] : []),
        ]}
      />
      {'custom' in tip && (
        <TextInput
          label="Tip amount"
          leftSection="$"
          inputMode="decimal"
          placeholder="0.00"
          value={typed}
          onChange={(event) => onTip({ custom: event.currentTarget.value })}
          error={
            typedWrong
              ? `Enter an amount in ${shopCurrency()}, up to ${formatPrice(largestTip())}.`
              : undefined
          }
        />
      )}
    </CheckoutStep>
  );
}
