import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestDish, longestOptionGroup } from '@/test/longest-values';
import {
  sampleDishes,
  sampleOptionGroups,
} from '@/features/admin/shared/components/admin-fixtures';
import { OptionGroupsList } from './option-groups-list';

const meta = {
  title: 'Admin/OptionGroupsList',
  component: OptionGroupsList,
  args: {
    groups: sampleOptionGroups,
    dishNames: new Map(sampleDishes.map((dish) => [dish._id, dish.name])),
    onEdit: fn(),
    onDelete: fn(),
    onChoiceSoldOut: fn(),
    onChoiceBackOnSale: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OptionGroupsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sizes, toppings (mushrooms sold out), a burger's and a drink's groups, each with its rule in words. */
export const TheKitchensGroups: Story = {
  play: async ({ canvasElement, args }) => {
    const toppings = within(within(canvasElement).getByRole('article', { name: 'Toppings' }));
    await expect(toppings.getByText('Choose up to 5, repeats allowed')).toBeVisible();
    await userEvent.click(
      toppings.getByRole('button', { name: 'Sold out until tomorrow: Fresh basil' }),
    );
    await expect(args.onChoiceSoldOut).toHaveBeenCalledWith(
      sampleOptionGroups[1].choices[1],
      'tomorrow',
    );
    await userEvent.click(toppings.getByRole('button', { name: 'Edit Toppings' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleOptionGroups[1]);
  },
};

export const NoGroupYet: Story = { args: { groups: [] } };

/** Waiting for the shop's answer about one choice. */
export const MarkingAChoice: Story = {
  args: { busyChoiceId: sampleOptionGroups[0].choices[2]._id },
};

/** The longest group and choice names the contract takes, at 360 px and at 1440 px. */
export const LongestValues: Story = {
  args: {
    groups: [longestOptionGroup, ...sampleOptionGroups],
    dishNames: new Map([[longestDish._id, longestDish.name]]),
  },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
