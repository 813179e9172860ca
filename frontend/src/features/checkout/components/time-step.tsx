import '@mantine/core/styles/Combobox.layer.css';
import '@/components/choice-styles.css';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Slot, SlotList } from '@/api/generated/model';
import { shopClock, shopDay, shopDaysFrom } from '@/lib/time/shop-time';
import { shopClocks } from '@/lib/time/promised-times';
import { firstFreeSlot } from '@/features/checkout/lib/checkout-choices';
import { CheckoutStep } from './checkout-step';

interface TimeStepProps {
  slots: SlotList;
  timeZone: string;
  now: Date;
  when: 'asap' | 'later';
  slot?: string;
  onWhen: (when: 'asap' | 'later', slot?: string) => void;
  onSlot: (slot: string) => void;
  error?: string;
}

const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The shop's day in words, in the interface's language: "Today", "Tomorrow", a weekday within the week, else a date. */
function dayName(instant: string, now: Date, timeZone: string, i18n: I18n): string {
  const at = new Date(instant);
  const days = shopDaysFrom(at, now, timeZone);
  if (days === 0) return i18n._(msg`Today`);
  if (days === 1) return i18n._(msg`Tomorrow`);
  const name = new Intl.DateTimeFormat(
    i18n.locale,
    days > 1 && days < 7
      ? { timeZone, weekday: 'long' }
      : { timeZone, weekday: 'short', month: 'short', day: 'numeric' },
  ).format(at);
  return capitalised(name, i18n.locale);
}

/** The slots by the shop's calendar day, in order. */
function slotsByDay(slots: Slot[], timeZone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = shopDay(new Date(slot.startsAt), timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/** As soon as possible (when the shop can), or later: a day, then a time among its slots. */
export function TimeStep({
  slots,
  timeZone,
  now,
  when,
  slot,
  onWhen,
  onSlot,
  error,
}: TimeStepProps) {
  const { t, i18n } = useLingui();
  const days = slotsByDay(slots.slots, timeZone);
  const chosenDay = slot ? shopDay(new Date(slot), timeZone) : days.keys().next().value;
  const daySlots = chosenDay ? (days.get(chosenDay) ?? []) : [];
  const clocks = shopClocks(
    daySlots.map((daySlot) => daySlot.startsAt),
    timeZone,
  );
  // With no time free at all (every slot full, or a cart bigger than any one slot), there is no time to choose.
  const anyFree = firstFreeSlot(slots.slots) !== undefined;
  const asapClock = slots.asap ? shopClock(slots.asap, timeZone) : undefined;

  return (
    <CheckoutStep id="time" title={t`When`} error={error}>
      <Radio.Group
        value={when}
        onChange={(value) =>
          value === 'later' ? onWhen('later', slot ?? firstFreeSlot(slots.slots)) : onWhen('asap')
        }
        aria-label={t`When`}
      >
        <Stack gap="sm">
          <Radio
            value="asap"
            disabled={slots.asap === null}
            label={
              asapClock ? t`As soon as possible (around ${asapClock})` : t`As soon as possible`
            }
            description={slots.asap === null ? slots.asapUnavailableReason : undefined}
          />
          <Radio value="later" label={t`Later`} disabled={!anyFree} />
        </Stack>
      </Radio.Group>
      {slots.asap === null && !slots.asapUnavailableReason && (
        <Text size="sm" c="dimmed">
          <Trans>We cannot take an order for now: choose a later time.</Trans>
        </Text>
      )}
      {when === 'later' && anyFree && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t`Day`}
            value={chosenDay ?? ''}
            onChange={(event) => {
              const free = firstFreeSlot(days.get(event.currentTarget.value));
              if (free) onSlot(free);
            }}
            data={[...days].map(([day, list]) => ({
              value: day,
              label: dayName(list[0].startsAt, now, timeZone, i18n),
              disabled: !firstFreeSlot(list),
            }))}
          />
          <NativeSelect
            label={t`Time`}
            value={slot ?? ''}
            onChange={(event) => onSlot(event.currentTarget.value)}
            data={[
              ...(slot ? [] : [{ value: '', label: t`Choose a time`, disabled: true }]),
              ...daySlots.map(({ startsAt, available }, index) => {
                const clock = clocks[index];
                return {
                  value: startsAt,
                  label: available ? clock : t`${clock} (full)`,
                  disabled: !available,
                };
              }),
            ]}
          />
        </SimpleGrid>
      )}
    </CheckoutStep>
  );
}
