import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import type { OptionGroupInput } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestOptionGroup } from '@/test/longest-values';
import { sampleOptionGroups } from '@/features/admin/shared/components/admin-fixtures';
import { OptionGroupForm } from './option-group-form';

type SaveGroup = (group: OptionGroupInput) => Promise<void>;

const meta = {
  title: 'Admin/OptionGroupForm',
  component: OptionGroupForm,
  args: {
    label: 'New option group',
    submitLabel: 'Add the group',
    onSave: fn<SaveGroup>(async () => {}),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OptionGroupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new group: one empty choice, and the rule in words as the numbers change. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('status')).toHaveTextContent('Choose 1 if you like');
    await userEvent.clear(form.getByLabelText('Minimum choices'));
    await userEvent.type(form.getByLabelText('Minimum choices'), '2');
    await expect(form.getByRole('status')).toHaveTextContent('a rule once the numbers fit');
  },
};

/** Toppings as the kitchen has them, ready to change. */
export const Filled: Story = {
  args: {
    label: 'Change Toppings',
    submitLabel: 'Save the group',
    group: sampleOptionGroups[1],
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('status')).toHaveTextContent('Choose up to 5');
    await userEvent.click(form.getByRole('button', { name: 'Move Mushrooms up' }));
    await expect(form.getByRole('button', { name: 'Move Mushrooms up' })).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Save the group' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [mozzarella, basil, olives, mushrooms] = sampleOptionGroups[1].choices;
    const sent = args.onSave.mock.calls[0][0].choices.map(({ _id }) => _id);
    await expect(sent).toEqual([mozzarella._id, basil._id, mushrooms._id, olives._id]);
  },
};

/** The shop refused the group (422): its message, and the field it names. */
export const RefusedByTheShop: Story = {
  args: {
    ...Filled.args,
    onSave: fn<SaveGroup>(async () => {
      throw new ApiError(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'This group cannot be saved.',
        details: [
          { path: '/body/choices/0/name', message: 'Two choices cannot share a name.' },
          { path: '/body/maxChoices', message: 'must be at most the number of choices' },
        ],
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save the group' }));
    await expect(await form.findByText('Two choices cannot share a name.')).toBeVisible();
    await expect(form.getByText('must be at most the number of choices')).toBeVisible();
    await expect(form.getByText('This group cannot be saved.')).toBeVisible();
  },
};

/** The longest names the contract takes, at 360 px and at 1440 px. */
export const LongestValues: Story = {
  args: { label: 'Change the group', submitLabel: 'Save the group', group: longestOptionGroup },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
