import type { BookingRules } from '@/api/generated/model';
import type { useTableChoice } from '@/features/booking/hooks/use-table-choice';
import { PartyAndDate } from './party-and-date';
import { TimeChoice } from './time-choice';

interface TableChoiceFieldsProps {
  rules: BookingRules;
  timeZone: string;
  now: Date;
  choice: ReturnType<typeof useTableChoice>;
  /** The booking being changed: its own tables count as free. */
  changing?: string;
}

/** Party, day and a free time: what a new booking and a change of booking both ask first. */
export function TableChoiceFields({
  rules,
  timeZone,
  now,
  choice,
  changing,
}: TableChoiceFieldsProps) {
  return (
    <>
      <PartyAndDate
        rules={rules}
        timeZone={timeZone}
        now={now}
        partySize={choice.partySize}
        date={choice.date}
        onPartySize={choice.choosePartySize}
        onDate={choice.chooseDate}
      />
      <TimeChoice
        date={choice.date}
        partySize={choice.partySize}
        timeZone={timeZone}
        chosen={choice.startsAt}
        onChoose={choice.chooseTime}
        alternatives={choice.alternatives}
        missing={choice.timeMissing}
        changing={changing}
      />
    </>
  );
}
