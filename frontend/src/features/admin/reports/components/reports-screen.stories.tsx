import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
    const screen = within(canvasElement);
    await expect(await screen.findByRole('group', { name: 'Net' })).toHaveTextContent('$61.74');
    // The charts draw what the tables below them say.
    await expect(
      screen.getByRole('img', { name: 'Net sales and refunds by period, as in the table below' }),
    ).toBeVisible();
    await expect(
      screen.getByRole('img', { name: 'Orders by hour of the day, as in the table below' }),
    ).toBeVisible();
    await expect(screen.getByRole('table', { name: 'Taxes by rate' })).toHaveTextContent('8%');
  },
};

/** The same sales by month, and then by week. */
export const ByMonthAndWeek: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('group', { name: 'Net' });
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await expect(screen.getByRole('table', { name: 'Sales by period' })).toHaveTextContent(
      'November 2026',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await expect(screen.getByRole('table', { name: 'Sales by period' })).toHaveTextContent(
      'Nov 8, 2026',
    );
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
