import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DeliveryZoneInput } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { DeliveryZoneForm } from './delivery-zone-form';
import { sampleDeliveryZones } from '@/features/admin/shared/components/settings-fixtures';

type SaveZone = (zone: DeliveryZoneInput) => Promise<void>;

const meta = {
  title: 'Admin/DeliveryZoneForm',
  component: DeliveryZoneForm,
  args: {
    label: 'New delivery zone',
    submitLabel: 'Add the zone',
    onSave: fn<SaveZone>(async () => {}),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryZoneForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A zone of postcodes typed with commas and new lines; a bad one is named. */
export const Postcodes: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(/Zone name/), 'Paris 11e');
    await userEvent.type(
      form.getByRole('textbox', { name: /^Postcodes/ }),
      '75011, 75012{enter}X!',
    );
    await userEvent.click(form.getByRole('button', { name: 'Add the zone' }));
    await expect(await form.findByText(/X! is not a postcode/)).toBeVisible();
    await userEvent.type(
      form.getByRole('textbox', { name: /^Postcodes/ }),
      '{backspace}{backspace}75020',
    );
    await userEvent.clear(form.getByLabelText(/Delivery fee/));
    await userEvent.type(form.getByLabelText(/Delivery fee/), '3.5');
    await userEvent.click(form.getByRole('button', { name: 'Add the zone' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Paris 11e',
      area: { postcodes: ['75011', '75012', '75020'] },
      fee: 3.5,
      minimumOrder: 0,
    });
  },
};

/** A circle around the shop, ready to change. */
export const Radius: Story = {
  args: {
    label: 'Change Around the shop',
    submitLabel: 'Save the zone',
    zone: sampleDeliveryZones[1],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Radius, km/)).toHaveValue('3');
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
