import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import type { OrderingSettings } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { sampleCategories } from '@/features/admin/shared/components/category-fixtures';
import { OrderingSettingsForm } from './ordering-settings-form';
import { sampleOrderingSettings } from '@/features/admin/shared/components/settings-fixtures';

type SaveSettings = (settings: OrderingSettings) => Promise<void>;

const meta = {
  title: 'Admin/OrderingSettingsForm',
  component: OrderingSettingsForm,
  args: {
    settings: sampleOrderingSettings,
    categories: sampleCategories,
    onSave: fn<SaveSettings>(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderingSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's settings; a 25 % tip offered besides, and the drinks' own rate removed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: '25 %' }));
    await userEvent.click(form.getByRole('button', { name: 'Remove the rate for Drinks' }));
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleOrderingSettings,
      tips: { ...sampleOrderingSettings.tips, presets: [0, 10, 15, 20, 25] },
      tax: { ...sampleOrderingSettings.tax, categoryRates: [] },
    });
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** Days ahead left empty: refused on its field, nothing sent. */
export const NoDaysAhead: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.clear(form.getByLabelText('Days ahead'));
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(await form.findByText('Enter a value.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The kitchen's minutes to accept an order: left empty it is refused on its field, then 45 are saved. */
export const AcceptWithin: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const field = form.getByLabelText('Minutes the kitchen has to accept an order');
    await expect(field).toHaveValue('10');
    await userEvent.clear(field);
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(await form.findByText('Enter a value.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(field, '45');
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleOrderingSettings,
      acceptWithinMinutes: 45,
    });
  },
};

/** The warning of an order left waiting comes before its rejection: a shorter time to accept is said, then saved. */
export const WarnAfter: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const accept = form.getByLabelText('Minutes the kitchen has to accept an order');
    const warn = form.getByLabelText('Warn after, minutes');
    await expect(warn).toHaveValue('5');
    await userEvent.clear(accept);
    await userEvent.type(accept, '4');
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(
      await form.findByText('Enter at most the minutes the kitchen has to accept an order.'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(warn);
    await userEvent.type(warn, '3');
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleOrderingSettings,
      acceptWithinMinutes: 4,
      warnAfterMinutes: 3,
    });
  },
};

/** The shop refused delivery without a zone (422): said beside the switch. */
export const RefusedByTheShop: Story = {
  args: {
    onSave: fn<SaveSettings>(async () => {
      throw new ApiError(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'These settings cannot be saved.',
        details: [{ path: '/body/delivery', message: 'Add a delivery zone before delivering.' }],
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(await form.findByText('Add a delivery zone before delivering.')).toBeVisible();
    await expect(form.getByText('These settings cannot be saved.')).toBeVisible();
  },
};

/** The shop's categories by name: Chef's Specials gets a rate of its own, at the shop's rate to begin with. */
export const RateForACategory: Story = {
  args: {
    categories: [
      ...sampleCategories,
      { key: 'chef-s-specials', name: "Chef's Specials", dishes: 0 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText('Tax rate for Drinks')).toHaveValue('5.5 %');
    await userEvent.click(form.getByLabelText('Add a rate for'));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: "Chef's Specials" }));
    await expect(form.getByLabelText("Tax rate for Chef's Specials")).toHaveValue('10 %');
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleOrderingSettings,
      tax: {
        ...sampleOrderingSettings.tax,
        categoryRates: [
          { category: 'drinks', rate: 5.5 },
          { category: 'chef-s-specials', rate: 10 },
        ],
      },
    });
  },
};

/**
 * A kitchen fee added: the fee's purpose is asked for before it saves, the sentence customers will read shows as
 * it is typed, and it is saved as 3.5 % of the food; then an amount per order instead.
 */
export const ServiceFeeAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('switch', { name: /Add a fee to every order/ }));
    const percent = form.getByLabelText(/Share of the food/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '3.5');
    const name = form.getByLabelText(/Name on the bill/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Kitchen fee');
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(await form.findByText('Fill this in.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(
      form.getByLabelText(/What it pays for/),
      'It pays our kitchen team a fair wage.',
    );
    await expect(form.getByTestId('service-fee-note')).toHaveTextContent(
      'Kitchen fee: 3.5% of the food, added to every order. It pays our kitchen team a fair wage.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    const kitchenFee = { name: 'Kitchen fee', purpose: 'It pays our kitchen team a fair wage.' };
    await expect(args.onSave).toHaveBeenLastCalledWith({
      ...sampleOrderingSettings,
      serviceFee: { ...kitchenFee, charge: { percent: 3.5 } },
    });
    await userEvent.click(form.getByRole('radio', { name: 'An amount per order' }));
    const amount = form.getByLabelText(/Amount per order/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.5');
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({
      ...sampleOrderingSettings,
      serviceFee: { ...kitchenFee, charge: { amount: 1.5 } },
    });
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** A fee of 0 % is refused on its field; switched off, the shop saves no fee. */
export const ServiceFeeRefusedThenOff: Story = {
  args: {
    settings: {
      ...sampleOrderingSettings,
      serviceFee: { name: 'Kitchen fee', purpose: 'Fair wages.', charge: { percent: 3 } },
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const percent = form.getByLabelText(/Share of the food/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '0');
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(await form.findByText('Enter more than 0.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('switch', { name: /Add a fee to every order/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save the ordering settings' }));
    await expect(args.onSave).toHaveBeenCalledWith(sampleOrderingSettings);
  },
};
