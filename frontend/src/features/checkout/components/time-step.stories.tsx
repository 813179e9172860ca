import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { closedSlots, SAMPLE_NOW, sampleSlots } from '@/test/fixtures/shop-fixtures';
import { TimeStep } from './time-step';

function TimeStepInPlay(props: Parameters<typeof TimeStep>[0]) {
  const [when, setWhen] = useState(props.when);
  const [slot, setSlot] = useState(props.slot);
  return (
    <TimeStep
      {...props}
      when={when}
      slot={slot}
      onWhen={(next, nextSlot) => {
        setWhen(next);
        setSlot(nextSlot);
        props.onWhen(next, nextSlot);
      }}
      onSlot={(next) => {
        setSlot(next);
        props.onSlot(next);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/TimeStep',
  component: TimeStep,
  render: (args) => <TimeStepInPlay {...args} />,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
  args: {
    slots: sampleSlots,
    timeZone: 'Europe/Paris',
    now: SAMPLE_NOW,
    when: 'asap',
    onWhen: fn(),
    onSlot: fn(),
  },
} satisfies Meta<typeof TimeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsSoonAsPossible: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'As soon as possible (around 19:30)' }),
    ).toBeChecked();
  },
};

/** Later: a day, then a time; a full slot is marked and cannot be chosen. */
export const ChoosingLater: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Later' }));
    await expect(args.onWhen).toHaveBeenCalledWith('later', '2026-11-24T18:30:00Z');
    await expect(canvas.getByRole('option', { name: '19:45 (full)' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Day' }), 'Tomorrow');
    await expect(args.onSlot).toHaveBeenLastCalledWith('2026-11-25T11:00:00Z');
    await expect(canvas.getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('12:00');
  },
};

/** The shop is closed now: it says why, and a later time is chosen already. */
export const ClosedNow: Story = {
  args: { slots: closedSlots, when: 'later', slot: '2026-11-25T11:00:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
    await expect(canvas.getByText('We are closed now; choose a later time.')).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** No time free at all (here a cart bigger than the kitchen cooks for one time): the reason, and nothing to choose. */
export const NoTimeFree: Story = {
  args: {
    slots: {
      asap: null,
      asapUnavailableReason:
        "Your order needs 130 minutes of the kitchen's time, and the kitchen cooks at most 120 for one time: remove some dishes, or split it into two orders.",
      slots: sampleSlots.slots.map((slot) => ({ ...slot, available: false })),
    },
    when: 'later',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Later' })).toBeDisabled();
    await expect(canvas.getByText(/needs 130 minutes of the kitchen's time/)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Day' })).toBeNull();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
