import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import type { PromoCodeInput } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { PromoCodeForm } from './promo-code-form';
import { samplePromoCodes } from '@/features/admin/shared/components/settings-fixtures';

type SavePromo = (promo: PromoCodeInput) => Promise<void>;

const meta = {
  title: 'Admin/PromoCodeForm',
  component: PromoCodeForm,
  args: {
    label: 'New promo code',
    submitLabel: 'Add the code',
    timeZone: 'Europe/Paris',
    onSave: fn<SavePromo>(async () => {}),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new code: 10 % off, one use a customer, no limit in all, valid from now for ever. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(/^Code/), 'SUMMER!');
    await userEvent.click(form.getByRole('button', { name: 'Add the code' }));
    await expect(await form.findByText('Use letters, digits, - and _ only.')).toBeVisible();
    await userEvent.type(form.getByLabelText(/^Code/), '{backspace}26');
    await userEvent.click(form.getByRole('button', { name: 'Add the code' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      code: 'SUMMER26',
      discount: { percent: 10 },
      minimumSubtotal: 0,
      validFrom: null,
      validUntil: null,
      fulfilment: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      active: true,
    });
  },
};

/** An amount off for pickup in December, its dates on the shop's clock. */
export const AmountOff: Story = {
  args: { label: 'Change PICKUP5', submitLabel: 'Save the code', promo: samplePromoCodes[1] },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText(/Valid from/)).toHaveValue('2026-12-01T00:00');
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** A code another code has (409): the shop's message. */
export const RefusedByTheShop: Story = {
  args: {
    ...AmountOff.args,
    onSave: fn<SavePromo>(async () => {
      throw new ApiError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Another promo code is PICKUP5.',
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save the code' }));
    await expect(await form.findByText('Another promo code is PICKUP5.')).toBeVisible();
  },
};
