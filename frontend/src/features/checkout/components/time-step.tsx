import { NativeSelect, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Slot, SlotList } from '@/api/generated/model';
import { shopClock, shopClocks, shopDay, shopDayName } from '@/lib/time/shop-time';
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  const days = slotsByDay(slots.slots, timeZone);
  const chosenDay = slot ? shopDay(new Date(slot), timeZone) : days.keys().next().value;
  const daySlots = chosenDay ? (days.get(chosenDay) ?? []) : [];
  const clocks = shopClocks(
    daySlots.map((daySlot) => daySlot.startsAt),
    timeZone,
  );
  // With no time free at all (every slot full, or a cart bigger than any one slot), there is no time to choose.
  const anyFree = firstFreeSlot(slots.slots) !== undefined;

  return (
    <CheckoutStep id="time" title="When" error={error}>
      <Radio.Group
        value={when}
        onChange={(value) =>
          value === 'later' ? onWhen('later', slot ?? firstFreeSlot(slots.slots)) : onWhen('asap')
        }
        aria-label="When"
      >
        <Stack gap="sm">
          <Radio
            value="asap"
            disabled={slots.asap === null}
            label={
              slots.asap
                ? `As soon as possible (around ${shopClock(slots.asap, timeZone)})`
                : 'As soon as possible'
            }
            description={slots.asap === null ? slots.asapUnavailableReason : undefined}
          />
          <Radio value="later" label="Later" disabled={!anyFree} />
        </Stack>
      </Radio.Group>
      {slots.asap === null && !slots.asapUnavailableReason && (
        <Text size="sm" c="dimmed">
          We cannot take an order for now: choose a later time.
        </Text>
      )}
      {when === 'later' && anyFree && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="Day"
            value={chosenDay ?? ''}
            onChange={(event) => {
              const free = firstFreeSlot(days.get(event.currentTarget.value));
              if (free) onSlot(free);
            }}
            data={[...days].map(([day, list]) => ({
              value: day,
              label: capitalised(shopDayName(list[0].startsAt, now, timeZone)),
              disabled: !firstFreeSlot(list),
            }))}
          />
          <NativeSelect
            label="Time"
            value={slot ?? ''}
            onChange={(event) => onSlot(event.currentTarget.value)}
            data={[
              ...(slot ? [] : [{ value: '', label: 'Choose a time', disabled: true }]),
              ...daySlots.map(({ startsAt, available }, index) => ({
                value: startsAt,
                label: available ? clocks[index] : `${clocks[index]} (full)`,
                disabled: !available,
              })),
            ]}
          />
        </SimpleGrid>
      )}
    </CheckoutStep>
  );
}
