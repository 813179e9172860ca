import '@mantine/core/styles/SegmentedControl.layer.css';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const presets = tips.presets.filter((percent) => percent > 0);
  const value = 'custom' in tip ? CUSTOM : String(tip.percent);
  const typed = 'custom' in tip ? tip.custom : '';
  const currency = shopCurrency();
  const largest = formatPrice(largestTip());
  const typedWrong = typed.trim() !== '' && customTip(typed) === undefined;
  return (
    <CheckoutStep id="tip" title={t`Tip`} error={error}>
      <SegmentedControl
        fullWidth
        aria-label={t`Tip`}
        value={value}
        onChange={(chosen) =>
          onTip(chosen === CUSTOM ? { custom: typed } : { percent: Number(chosen) })
        }
        data={[
          { value: '0', label: t`No tip` },
          ...presets.map((percent) => ({ value: String(percent), label: `${percent} %` })),
          ...(tips.custom ? [{ value: CUSTOM, label: t`Other` }] : []),
        ]}
      />
      {'custom' in tip && (
        <TextInput
          label={t`Tip amount`}
          leftSection="$"
          inputMode="decimal"
          placeholder="0.00"
          value={typed}
          onChange={(event) => onTip({ custom: event.currentTarget.value })}
          error={typedWrong ? t`Enter an amount in ${currency}, up to ${largest}.` : undefined}
        />
      )}
    </CheckoutStep>
  );
}
