import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getGetSalesReportMockHandler } from '@/api/generated/reports/reports.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { sampleReport } from '@/test/fixtures/report-fixtures';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';
import { LONGEST_DISH_NAME } from '@/test/longest-values';
import { ReportsScreen } from './reports-screen';

/** The owner's reports, with the contract's handlers answering. */
const meta = {
  title: 'Admin/ReportsScreen',
  component: ReportsScreen,
  decorators: screenStoryDecorators,
  parameters: {
    msw: [
      getGetAdminStatusMockHandler(OWNER_STATUS),
      getListCategoriesMockHandler(sampleCategories),
      getGetSalesReportMockHandler(sampleReport),
    ],
  },
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoDays: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('group', { name: 'Net' }),
    ).toHaveTextContent('$61.74');
  },
};

/** The longest dish name, on a phone: the tables scroll inside themselves, the page does not widen. */
export const LongestDishOnAPhone: Story = {
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    msw: [
      getGetAdminStatusMockHandler(OWNER_STATUS),
      getGetSalesReportMockHandler({
        ...sampleReport,
        byDish: [{ name: LONGEST_DISH_NAME, category: 'soup', quantity: 99, sales: 99999 }],
      }),
    ],
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group', { name: 'Net' });
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
