import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListBookingTimesQueryKey } from '@/api/generated/bookings/bookings';
import { takenTimeAlternatives } from '@/features/booking/lib/booking-problem';

interface TableChoiceStart {
  partySize: number;
  date: string;
  startsAt?: string;
}

/**
 * The party, day and time a guest is choosing, as one state: a new party or day drops the time, and a time just
 * taken by someone else (409) drops it too, keeps the shop's alternatives and asks for the day's times again.
 */
export function useTableChoice(start: TableChoiceStart) {
  const queryClient = useQueryClient();
  const [partySize, setPartySize] = useState(start.partySize);
  const [date, setDate] = useState(start.date);
  const [startsAt, setStartsAt] = useState(start.startsAt);
  const [alternatives, setAlternatives] = useState<string[]>();
  const [timeMissing, setTimeMissing] = useState(false);

  const restart = () => {
    setStartsAt(undefined);
    setAlternatives(undefined);
    setTimeMissing(false);
  };

  return {
    partySize,
    date,
    startsAt,
    alternatives,
    timeMissing,
    choosePartySize: (size: number) => {
      setPartySize(size);
      restart();
    },
    chooseDate: (day: string) => {
      setDate(day);
      restart();
    },
    chooseTime: setStartsAt,
    /** Before sending: false (and the form says so) when no time is chosen. */
    checkTime: () => {
      setTimeMissing(!startsAt);
      return Boolean(startsAt);
    },
    /** After a refusal: true when it was a taken time, now shown with its alternatives. */
    takeRefusal: (error: unknown) => {
      const offered = takenTimeAlternatives(error);
      if (!offered) return false;
      setAlternatives(offered);
      setStartsAt(undefined);
      void queryClient.invalidateQueries({ queryKey: getListBookingTimesQueryKey() });
      return true;
    },
  };
}
