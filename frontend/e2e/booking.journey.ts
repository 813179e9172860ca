import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import {
  checkScreen,
  followEmailLink,
  newEmail,
  pathOf,
  returnToTab,
  signUp,
} from './journey-helpers';
import { staffEmail } from './staff';
import { AT_THE_DESK, ON_THE_PHONE } from './widths';

const maitreEmail = (testInfo: TestInfo) =>
  staffEmail('maitre', testInfo.project.name, testInfo.retry);

interface CaughtEmail {
  to: { address: string }[];
  subject: string;
  text: string;
}

/** The shop's day `days` after today, as YYYY-MM-DD in its time zone. */
const shopDate = (timeZone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now() + days * 86_400_000);

const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The link of the newest e-mail the local inbox caught for an address with this subject, once it is there. */
async function linkInMail(request: APIRequestContext, address: string, subject: RegExp) {
  const inbox = process.env.SHOP_INBOX_URL;
  if (!inbox) throw new Error('The shop was started with SMTP_URL: no local inbox to read.');
  let text = '';
  await expect
    .poll(
      async () => {
        const emails = (await (await request.get(`${inbox}/api/email`)).json()) as CaughtEmail[];
        const found = emails
          .filter((email) => email.to.some((to) => to.address === address))
          .filter((email) => subject.test(email.subject))
          .at(-1);
        text = found?.text ?? '';
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return /Confirm my booking: (\S+)/.exec(text)![1];
}

/** A guest books a table on /booking: party, day, a free time, their details, and the button. */
async function bookTable(
  page: Page,
  {
    party,
    date,
    time,
    name,
    email,
  }: { party: number; date: string; time: string; name: string; email: string },
) {
  await page.goto('/booking');
  const form = page.getByRole('form', { name: 'Book a table' });
  await form.getByLabel('Party size').selectOption(String(party));
  await form.getByLabel('Date').selectOption(date);
  const times = form.getByRole('group', { name: 'Free times' });
  await times.getByRole('button', { name: time, exact: true }).click();
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Phone/).fill('+1 555 010 0199');
  await form.getByLabel(/^E-mail/).fill(email);
  await form
    .getByLabel(/^Notes/)
    .fill('A high chair for our youngest, and one of us is allergic to nuts.');
  await form.getByRole('button', { name: 'Book the table' }).click();
}

test(
  'a visitor books for 4 at 19:30, confirms from the e-mail, the host seats them; the next guest finds 19:30 gone and books 20:00',
  { tag: '@own-widths' },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const { timeZone } = (await (await request.get('/api/shop')).json()) as { timeZone: string };
    // Tomorrow evening: no other journey books a table.
    const date = shopDate(timeZone, 1);

    // The maître d' signs up and confirms the address that makes them staff.
    const dashboard = await browser.newContext(AT_THE_DESK);
    const host = await dashboard.newPage();
    await host.goto(`/signup?redirect=${encodeURIComponent(`/dashboard/bookings?date=${date}`)}`);
    await signUp(host, maitreEmail(testInfo), 'Maitre D');
    await followEmailLink(dashboard, maitreEmail(testInfo), 'VERIFY_EMAIL');
    await returnToTab(host);
    await expect(host.getByRole('heading', { name: 'Manage Bookings' })).toBeVisible({
      timeout: 25_000,
    });

    // A busy evening: four parties of four booked by phone at 18:00 hold the four-seat tables until 19:45.
    const token = await host.evaluate(() => localStorage.getItem('access-token'));
    const free = (await (
      await request.get(`/api/bookings/availability?date=${date}&partySize=4`)
    ).json()) as { times: string[] };
    const six = free.times.find((time) => wallClock(time, timeZone) === '18:00')!;
    for (let party = 1; party <= 4; party += 1) {
      const booked = await request.post('/api/bookings', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          partySize: 4,
          startsAt: six,
          name: `Early party ${party}`,
          phone: '+1 555 010 0100',
          source: 'phone',
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
    }

    // A visitor books for four at 19:30 and confirms from the e-mail.
    const visitor = newEmail('booker');
    const visitorName = `Visiting Family ${testInfo.project.name}`;
    await bookTable(page, { party: 4, date, time: '19:30', name: visitorName, email: visitor });
    await expect(page.getByText('Check your e-mail: confirm by')).toBeVisible();
    await checkScreen(page, 'booking-to-confirm');
    const link = await linkInMail(page.request, visitor, /^Confirm your table/);
    await page.goto(link);
    await checkScreen(page, 'booking-link-opened');
    await page.getByRole('button', { name: 'Confirm my booking' }).click();
    await expect(page.getByText('Your booking is confirmed')).toBeVisible();
    expect(pathOf(page)).toMatch(/^\/booking\/manage\?/);
    await checkScreen(page, 'booking-confirmed');

    // The host finds them on the day and seats them when they arrive.
    await host.goto(`/dashboard/bookings?date=${date}`);
    // The desk's wide screen opens on the timeline, table by table; the host turns to the list of the evening's parties.
    await host.getByText('List', { exact: true }).click();
    const card = host.getByRole('article', { name: `${visitorName} at 19:30` });
    await expect(card).toContainText('4');
    await expect(card).toContainText('allergic to nuts');
    await card.getByRole('button', { name: 'Seat', exact: true }).click();
    // The party is booked for another time than now: the host says they are the party in front of them.
    const farFromBooked = host.getByRole('dialog', { name: 'Seat this party now?' });
    await expect(farFromBooked).toContainText(visitorName);
    await checkScreen(host, 'bookings-seat-far-from-booked');
    await farFromBooked.getByRole('button', { name: 'Seat them now' }).click();
    await expect(card).toContainText('Seated');
    await checkScreen(host, 'dashboard-bookings');

    // The next guest finds 19:30 gone for four, and books 20:00.
    const next = await browser.newContext(ON_THE_PHONE);
    const guest = await next.newPage();
    await guest.goto('/booking');
    const form = guest.getByRole('form', { name: 'Book a table' });
    await form.getByLabel('Party size').selectOption('4');
    await form.getByLabel('Date').selectOption(date);
    const times = form.getByRole('group', { name: 'Free times' });
    await expect(times.getByRole('button', { name: '20:00', exact: true })).toBeVisible();
    await expect(times.getByRole('button', { name: '19:30', exact: true })).toHaveCount(0);
    await checkScreen(guest, 'booking-times');
    await bookTable(guest, {
      party: 4,
      date,
      time: '20:00',
      name: 'Second Guest',
      email: newEmail('second'),
    });
    await expect(guest.getByText('Check your e-mail: confirm by')).toBeVisible();
    await next.close();
    await dashboard.close();
  },
);
