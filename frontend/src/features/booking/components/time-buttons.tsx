import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type TimesOfPartOfDay, timesByPartOfDay } from '@/features/booking/lib/booking-times';

const PART_OF_DAY: Record<TimesOfPartOfDay['part'], MessageDescriptor> = {
  Morning: msg`Morning`,
  Afternoon: msg`Afternoon`,
  Evening: msg`Evening`,
};

interface TimeButtonsProps {
  /** What the times are, for screen readers: "Free times", "Times still free". */
  label: string;
  times: string[];
  timeZone: string;
  chosen: string | undefined;
  onChoose: (startsAt: string) => void;
}

/** Times as buttons on the shop's clock, under the part of the day; the chosen one pressed. */
export function TimeButtons({ label, times, timeZone, chosen, onChoose }: TimeButtonsProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      {timesByPartOfDay(times, timeZone).map(({ part, times: partTimes }) => (
        <Stack gap={6} key={part}>
          <Text size="sm" fw={600} c="dimmed">
            {i18n._(PART_OF_DAY[part])}
          </Text>
          <Group gap="xs">
            {partTimes.map(({ startsAt, clock }) => (
              <Button
                key={startsAt}
                variant={startsAt === chosen ? 'filled' : 'default'}
                aria-pressed={startsAt === chosen}
                miw={76}
                onClick={() => onChoose(startsAt)}
              >
                {clock}
              </Button>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
