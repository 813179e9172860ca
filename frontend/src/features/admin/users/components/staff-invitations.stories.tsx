import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StaffInvitation } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { LONGEST_EMAIL } from '@/test/longest-values';
import { StaffInvitations } from './staff-invitations';

const waiting: StaffInvitation[] = [
  {
    _id: '00000001-0000-4000-8000-000000000000',
    email: 'cook@example.com',
    role: 'kitchen',
    invitedBy: 'Ada Lovelace',
    createdAt: '2026-11-30T10:00:00.000Z',
    expiresAt: '2026-12-07T10:00:00.000Z',
  },
  {
    _id: '00000002-0000-4000-8000-000000000000',
    email: 'host@example.com',
    role: 'host',
    createdAt: '2026-11-29T10:00:00.000Z',
    expiresAt: '2026-12-06T10:00:00.000Z',
  },
];

/** All Users' invitations, for an owner: an address and a role to send, and those that wait. */
const meta = {
  title: 'Admin/StaffInvitations',
  component: StaffInvitations,
  args: { invitations: waiting, onInvite: fn(async () => undefined), onWithdraw: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffInvitations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoWaiting: Story = {};

export const NoneWaiting: Story = { args: { invitations: [] } };

/** An address is asked for before anything is sent; then the address and the role chosen go. */
export const Sending: Story = {
  args: { invitations: [] },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Invite to the staff' }));
    await userEvent.click(form.getByRole('button', { name: 'Send the invitation' }));
    await expect(
      form.getByText('Enter the e-mail address to send the invitation to.'),
    ).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('E-mail address'), 'Grill@Example.com');
    await userEvent.selectOptions(form.getByLabelText('Role'), 'manager');
    await userEvent.click(form.getByRole('button', { name: 'Send the invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'grill@example.com',
      role: 'manager',
    });
  },
};

/** The longest address an invitation can go to, on a phone: it wraps, the page does not widen. */
export const LongestAddressOnAPhone: Story = {
  args: { invitations: [{ ...waiting[0], email: LONGEST_EMAIL }] },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
