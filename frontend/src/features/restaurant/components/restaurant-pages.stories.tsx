import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { shopDay } from '@/lib/time/shop-time';
import { errorResponse } from '@/test/error-response';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { AboutScreen } from './about-screen';
import { AccessibilityScreen } from './accessibility-screen';
import { FaqScreen } from './faq-screen';

const meta = {
  title: 'Restaurant/Pages',
  component: AboutScreen,
  parameters: { msw: [getGetShopMockHandler(sampleShop)] },
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutUs: Story = {
  parameters: { initialPath: '/about' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Tuesday and Wednesday: 11:30 to 22:00'),
    ).toBeVisible();
  },
};

/** The shop's day `days` from now, as its settings write a special day's date. */
const shopDayFromNow = (days: number) =>
  shopDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000), sampleShop.timeZone);

/** A note as long as the settings allow (80 characters). */
const LONGEST_NOTE =
  'Closed for our kitchen renovation: back with a new menu and a wood-fired oven!!!';

/** The closures and special hours ahead are listed under the week's, soonest first; those gone by are not. */
export const WithClosures: Story = {
  parameters: {
    initialPath: '/about',
    msw: [
      getGetShopMockHandler({
        ...sampleShop,
        hours: {
          ...sampleShop.hours,
          specialDays: [
            { date: shopDayFromNow(9), note: LONGEST_NOTE, intervals: [] },
            { date: shopDayFromNow(-1), note: 'Staff party', intervals: [] },
            {
              date: shopDayFromNow(2),
              note: 'Late opening',
              intervals: [{ opens: '18:00', closes: '02:00' }],
            },
          ],
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Closures and special hours')).toBeVisible();
    const lines = canvas
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
      .filter((text) => /\(/.test(text));
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toMatch(/^\w+day, \w+ \d+(, \d{4})? \(Late opening\): 18:00 to 02:00$/);
    await expect(lines[1]).toContain(`(${LONGEST_NOTE}): closed`);
    await expect(canvas.queryByText(/Staff party/)).toBeNull();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** While the shop's settings are on their way, the hours say so. */
export const HoursLoading: Story = {
  parameters: {
    initialPath: '/about',
    msw: [http.get('*/shop', () => delay('infinite'))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading the opening hours…',
    );
  },
};

/** Opening hours are plain text from the shop's settings, beside the address, phone and e-mail. */
export const Faq: Story = {
  parameters: { initialPath: '/faq' },
  render: () => <FaqScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tuesday and Wednesday: 11:30 to 22:00')).toBeVisible();
    await expect(canvas.getByText('Monday: closed')).toBeVisible();
    await expect(canvas.getByText('Thursday to Sunday: closed')).toBeVisible();
    await expect(canvas.getByText('27 Harvest Lane, Springfield, IL 62701')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How do I pay?' })).toBeVisible();
  },
};

/** The accessibility statement: the standard, what does not meet it, whom to write to, the last check's date. */
export const AccessibilityStatement: Story = {
  parameters: { initialPath: '/accessibility' },
  render: () => <AccessibilityScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hello@foodi.example' })).toHaveAttribute(
      'href',
      'mailto:hello@foodi.example',
    );
    await expect(canvas.getByText('Last checked on November 30, 2026.')).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** Without the shop's settings the page still says how to find out the hours. */
export const HoursUnavailable: Story = {
  parameters: {
    initialPath: '/about',
    msw: [http.get('*/shop', () => errorResponse(503, 'Back in a moment.'))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/could not load our opening hours just now: call us/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+1 (555) 014-2024' })).toBeVisible();
  },
};
