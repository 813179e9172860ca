import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getListAuditEntriesMockHandler } from '@/api/generated/audit-entries/audit-entries.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { sampleShop } from '@/features/admin/shared/components/settings-fixtures';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';
import { LONGEST_EMAIL, LONGEST_NAME } from '@/test/longest-values';
import { sampleAuditEntries, sampleAuditPage } from '@/test/fixtures/audit-fixtures';
import { AuditScreen } from './audit-screen';

/** The audit trail as the owner reads it, with the contract's handlers answering. */
const meta = {
  title: 'Admin/AuditScreen',
  component: AuditScreen,
  decorators: screenStoryDecorators,
  parameters: {
    msw: [
      getGetAdminStatusMockHandler(OWNER_STATUS),
      getGetShopMockHandler(sampleShop),
      getListAuditEntriesMockHandler(sampleAuditPage),
    ],
  },
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnEvening: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findAllByRole('article')).toHaveLength(3);
  },
};

/** The longest names a member of staff and an address can have, on a phone: they wrap, the page does not widen. */
export const LongestValuesOnAPhone: Story = {
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    msw: [
      getGetAdminStatusMockHandler(OWNER_STATUS),
      getGetShopMockHandler(sampleShop),
      getListAuditEntriesMockHandler({
        ...sampleAuditPage,
        items: [
          {
            ...sampleAuditEntries[0],
            actor: { ...sampleAuditEntries[0].actor, name: LONGEST_NAME },
            action: 'staff.invited',
            subject: { type: 'invitation', name: LONGEST_EMAIL },
            after: { role: 'kitchen' },
            before: undefined,
          },
        ],
        total: 1,
      }),
    ],
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article');
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
