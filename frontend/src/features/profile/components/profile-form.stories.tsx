import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getUploadImageMockHandler } from '@/api/generated/images/images.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { ProfileForm } from './profile-form';
import { errorResponse } from '@/test/error-response';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

/** /update-profile's form for Ada. Choose a picture and press Update to see each answer of POST /images. */
const meta = {
  title: 'Profile/ProfileForm',
  component: ProfileForm,
  decorators: [
    (Story) => (
      <Box p="md" maw={480}>
        <Story />
      </Box>
    ),
    withAuthSession({ user: sampleUser, delayMs: 300 }),
  ],
  parameters: {
    initialPath: '/update-profile',
    msw: [
      getGetAdminStatusMockHandler(CUSTOMER_STATUS),
      getUploadImageMockHandler({ success: true, data: { display_url: '/uploads/ada.png' } }),
    ],
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadWorks: Story = {};

export const UploadNotOpenYet: Story = {
  parameters: {
    msw: [
      getGetAdminStatusMockHandler(CUSTOMER_STATUS),
      http.post('*/images', () => errorResponse(501, 'Picture upload is not open yet.')),
    ],
  },
};

/** A name of only spaces is refused where it was typed, and nothing is saved. */
export const NameOfOnlySpaces: Story = {
  play: async ({ canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole('form', { name: 'Update your profile' }),
    );
    const name = form.getByLabelText(/^Name/, { selector: 'input' });
    await userEvent.clear(name);
    await userEvent.type(name, '    ');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Name is required');
    await expect(name).toHaveFocus();
  },
};
