import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  getListReconciliationsMockHandler,
  getRunReconciliationMockHandler,
} from '@/api/generated/reconciliations/reconciliations.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { sampleShop } from '@/features/admin/shared/components/settings-fixtures';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { cleanReconciliation, sampleReconciliation } from '@/test/fixtures/reconciliation-fixtures';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';
import { LONGEST_NAME } from '@/test/longest-values';
import { ReconciliationsScreen } from './reconciliations-screen';

/** The owner's reconciliation, with the contract's handlers answering. */
const meta = {
  title: 'Admin/ReconciliationsScreen',
  component: ReconciliationsScreen,
  decorators: screenStoryDecorators,
  parameters: {
    msw: [
      getGetAdminStatusMockHandler(OWNER_STATUS),
      getGetShopMockHandler(sampleShop),
      getListReconciliationsMockHandler([sampleReconciliation, cleanReconciliation]),
      getRunReconciliationMockHandler({ ...cleanReconciliation, _id: sampleReconciliation._id }),
    ],
  },
} satisfies Meta<typeof ReconciliationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoDifferences: Story = {
  play: async ({ canvasElement }) => {
    const latest = await within(canvasElement).findByRole('region', { name: 'Latest check' });
    await expect(within(latest).getAllByRole('article')).toHaveLength(2);
  },
};

/** Check now: the new check takes the latest's place. */
export const CheckedNow: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: 'Latest check' });
    await userEvent.click(page.getByRole('button', { name: 'Check now' }));
    await expect(await page.findByText('Stripe and the orders agree')).toBeInTheDocument();
  },
};

/** The longest payment id and staff name the contract allows, on a phone: they wrap, the page does not widen. */
export const LongestValuesOnAPhone: Story = {
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    msw: [
      getGetAdminStatusMockHandler(OWNER_STATUS),
      getGetShopMockHandler(sampleShop),
      getListReconciliationsMockHandler([
        {
          ...sampleReconciliation,
          by: LONGEST_NAME,
          differences: [
            {
              ...sampleReconciliation.differences[1],
              transactionId: `pi_${'x'.repeat(252)}`,
              stripe: 99999999,
            },
          ],
          differenceCount: 1,
        },
        { ...cleanReconciliation, by: LONGEST_NAME },
      ]),
    ],
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article');
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
