import '@mantine/core/styles/Combobox.layer.css';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { BookingRules } from '@/api/generated/model';
import { bookableDates, largestParty, partyOf } from '@/features/booking/lib/booking-days';

interface PartyAndDateProps {
  rules: BookingRules;
  timeZone: string;
  now: Date;
  partySize: number;
  date: string;
  onPartySize: (size: number) => void;
  onDate: (date: string) => void;
}

/** How many are coming and on which day: only what the restaurant takes online. */
export function PartyAndDate({
  rules,
  timeZone,
  now,
  partySize,
  date,
  onPartySize,
  onDate,
}: PartyAndDateProps) {
  const { t, i18n } = useLingui();
  const sizes = Array.from({ length: largestParty(rules) }, (_, index) => index + 1);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NativeSelect
        label={t`Party size`}
        value={String(partySize)}
        onChange={(event) => onPartySize(Number(event.currentTarget.value))}
        data={sizes.map((size) => ({ value: String(size), label: partyOf(size, i18n) }))}
      />
      <NativeSelect
        label={t`Date`}
        value={date}
        onChange={(event) => onDate(event.currentTarget.value)}
        data={bookableDates(now, rules.daysAhead, timeZone, i18n)}
      />
    </SimpleGrid>
  );
}
