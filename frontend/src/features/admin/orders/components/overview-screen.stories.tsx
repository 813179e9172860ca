import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { errorResponse } from '@/test/error-response';
import { OverviewScreen } from './overview-screen';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

/** The dashboard's first screen: this week's figures, with the contract's handlers answering. */
const meta = {
  title: 'Admin/OverviewScreen',
  component: OverviewScreen,
  decorators: screenStoryDecorators,
  parameters: {
    msw: [getGetAdminStatusMockHandler(OWNER_STATUS), getGetOverviewMockHandler(sampleOverview)],
  },
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Revenue this week' }),
    ).toHaveTextContent('$742.25');
  },
};

export const Unavailable: Story = {
  parameters: {
    msw: [http.get('*/overview', () => errorResponse(503, 'The database is not answering.'))],
  },
};
