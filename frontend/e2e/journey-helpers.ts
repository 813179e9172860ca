import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import type axe from 'axe-core';
import { widthName } from './widths';

/** Shared steps of the journeys: fresh accounts, the address bar, signing up, and checking each screen. */
export const password = 'tasty-pasta-42';

export const newEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export async function signUp(page: Page, email: string, name = 'Journey Tester') {
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account creation successfully done!')).toBeVisible();
}

/**
 * Presses what puts a dish in the cart (a card's button, a dish dialog's, in any language) and waits for the shop to
 * have the line: its answer is the contract's 201 with the line as it is now.
 */
export async function cartLineSent(page: Page, press: () => Promise<void>): Promise<void> {
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/carts') && r.request().method() === 'POST',
  );
  await press();
  const response = await sent;
  expect(response.status(), await response.text()).toBe(201);
}

/** Puts the menu card's dish in the cart with one tap, and waits for the shop to have it. */
export async function addToCart(page: Page, card: Locator): Promise<string> {
  const name = (await card.getAttribute('aria-label')) ?? '';
  await cartLineSent(page, () =>
    card.getByRole('button', { name: `Add to Cart: ${name}` }).click(),
  );
  return name;
}

/**
 * A new customer who signs up from the menu and puts its `nth` dish in the cart: answers the dish's card and name.
 * Each journey takes a dish of its own, so that journeys side by side never share one.
 */
export async function newCustomerWithADish(page: Page, prefix: string, nth: number) {
  await page.goto('/signup?redirect=%2Fmenu');
  await signUp(page, newEmail(prefix));
  await expect.poll(() => pathOf(page)).toBe('/menu');
  const dish = page.getByRole('article').nth(nth);
  return { dish, name: await addToCart(page, dish) };
}

/** A customer who signed up on an earlier visit, in a browser context of their own that is closed again. */
export async function signUpElsewhere(browser: Browser, email: string) {
  const earlier = await browser.newContext();
  const page = await earlier.newPage();
  await page.goto('/signup');
  await signUp(page, email);
  await earlier.close();
}

/**
 * Presses Pay (`press` is how: a double click, say, or a click and the bank's challenge answered) and waits for the
 * shop's answer: paid, or an alert. A bill's ASAP time is the start of a slot: when the clock passes into the next
 * slot between the bill and Pay (or journeys beside this one fill it), the shop charges nothing and says that the
 * order changed; the customer waits for the bill shown again and presses Pay again (the same way), as that message
 * asks, a few times at most.
 */
export async function pressPay(
  page: Page,
  press: (pay: Locator) => Promise<void> = (pay) => pay.click(),
) {
  const pay = page.getByRole('button', { name: /^Pay( |$)/ });
  const answered = page.getByText('Payment successfull!').or(page.getByRole('alert'));
  const changed = orderChangedAlert(page);
  for (let attempt = 1; ; attempt += 1) {
    // Each press starts a payment; the answer shown after it is this one's, not an earlier press's alert.
    const started = page.waitForResponse(
      (res) =>
        res.url().endsWith('/api/create-payment-intent') && res.request().method() === 'POST',
    );
    await press(pay);
    await started;
    await expect(answered.first()).toBeVisible();
    if (attempt === 3 || !(await changed.isVisible())) return;
    // The bill is read again after the refusal: Pay is enabled once it is back.
    await expect(page.getByRole('region', { name: 'Your bill' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(pay).toBeEnabled();
  }
}

/** The alert that says the order changed (its time, most often) between the bill and Pay, and nothing was charged. */
export function orderChangedAlert(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Your order changed before paying' });
}

/** A customer pays for one dish, so that they have an order (and the kitchen one to move). */
export async function placeOrder(page: Page, email: string, name = 'Hungry Customer') {
  await page.goto('/signup?redirect=%2Fmenu');
  await signUp(page, email, name);
  await expect.poll(() => pathOf(page)).toBe('/menu');
  await addToCart(page, page.getByRole('article').first());
  await page.goto('/process-checkout');
  await fillCard(page, '4242 4242 4242 4242');
  await pressPay(page);
  await expect(page.getByText('Payment successfull!')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/order');
  await expect(page.locator('main').getByText('order pending')).toBeVisible();
}

type EmailLinkKind = 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | 'PASSWORD_RESET';

interface KeptLink {
  email: string;
  requestType: string;
  oobLink: string;
}

/**
 * The newest link to change an address that Firebase sent. Firebase's SDK asks for it, and the Auth emulator the
 * shop runs on keeps it instead of mailing it; the shop's client configuration says where it is and for which project.
 */
async function emulatorLink(request: APIRequestContext, email: string, kind: EmailLinkKind) {
  const { firebase } = (await (await request.get('/api/client-config')).json()) as {
    firebase: { projectId: string; authEmulatorUrl?: string };
  };
  if (!firebase.authEmulatorUrl)
    throw new Error('The shop does not run on the Auth emulator: no link can be read.');
  const answer = await request.get(
    `${firebase.authEmulatorUrl}/emulator/v1/projects/${firebase.projectId}/oobCodes`,
  );
  const { oobCodes } = (await answer.json()) as { oobCodes: KeptLink[] };
  const link = oobCodes
    .filter((code) => code.email === email.toLowerCase() && code.requestType === kind)
    .at(-1);
  if (!link) throw new Error(`No ${kind} link was sent to ${email}.`);
  return link.oobLink;
}

export interface CaughtEmail {
  to: { address: string }[];
  subject: string;
  text: string;
}

/**
 * The e-mails the shop itself sends with Firebase's links: their subject, and the words before the link, in each
 * language the shop speaks (the e-mail is written in the one it was asked for in).
 */
const SHOP_EMAILS: Partial<Record<EmailLinkKind, { subject: RegExp; button: string }>> = {
  VERIFY_EMAIL: {
    subject:
      /^(Confirm your e-mail address|Confirmez votre adresse e-mail|Bestätigen Sie Ihre E-Mail-Adresse)/,
    button: '(?:Confirm my address|Confirmer mon adresse|Meine Adresse bestätigen)',
  },
  PASSWORD_RESET: {
    subject: /^(Choose a new password|Choisissez un nouveau mot de passe|Neues Passwort wählen)/,
    button: '(?:Choose a new password|Choisir un nouveau mot de passe|Neues Passwort wählen)',
  },
};

/**
 * The link of the newest e-mail of this kind that the shop sent to an address, read in the local inbox the shop
 * was started with, once it has arrived: the journey proves that the e-mail reached the inbox.
 */
async function mailedLink(request: APIRequestContext, email: string, kind: EmailLinkKind) {
  const { subject, button } = SHOP_EMAILS[kind]!;
  const inbox = process.env.SHOP_INBOX_URL;
  if (!inbox) throw new Error('The shop was started with SMTP_URL: no local inbox to read.');
  let text = '';
  await expect
    .poll(
      async () => {
        const emails = (await (await request.get(`${inbox}/api/email`)).json()) as CaughtEmail[];
        text =
          emails
            .filter((caught) => caught.to.some((to) => to.address === email.toLowerCase()))
            .filter((caught) => subject.test(caught.subject))
            .at(-1)?.text ?? '';
        return text;
      },
      { message: `a ${kind} e-mail to ${email} in the local inbox`, timeout: 30_000 },
    )
    .not.toBe('');
  const link = new RegExp(`${button}\\s?: (\\S+)`).exec(text)?.[1];
  if (!link) throw new Error(`The ${kind} e-mail to ${email} has no link:\n${text}`);
  return link;
}

/**
 * Opens the newest link of this kind sent to the address in a tab of its own, as a person clicks it in the mail:
 * the shop's own e-mail for a verification or a new password, Firebase's for a change of address. A new
 * password is typed into the emulator's page through its address (`newPassword`), as it asks.
 */
export async function followEmailLink(
  context: BrowserContext,
  email: string,
  kind: EmailLinkKind,
  { newPassword }: { newPassword?: string } = {},
) {
  const link = SHOP_EMAILS[kind]
    ? await mailedLink(context.request, email, kind)
    : await emulatorLink(context.request, email, kind);
  const mail = await context.newPage();
  const opened = await mail.goto(
    newPassword ? `${link}&newPassword=${encodeURIComponent(newPassword)}` : link,
  );
  expect(opened?.ok(), `the ${kind} link for ${email}`).toBe(true);
  await mail.close();
}

/**
 * Brings a tab back into view after a link was opened in another, as a person switching back to it does. Headless
 * Chromium sends no \`focus\` for \`bringToFront\`, so the event the browser would send is sent here; without it the
 * page only notices on its 15-second check (which the unit tests cover).
 */
export async function returnToTab(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Types a Stripe test card into the checkout's card element. */
export async function fillCard(page: Page, number: string) {
  const card = page.getByTestId('card-element');
  await card.locator('input[name="cardnumber"]').fill(number);
  await card.locator('input[name="exp-date"]').fill('12/34');
  await card.locator('input[name="cvc"]').fill('123');
}

/**
 * Every screen of the whole shop lands in one folder per width it was seen at (widths.ts), e.g.
 * artifacts/journeys/phone/menu.jpg, artifacts/journeys/tablet/kitchen-new-order.jpg.
 */
const screenshotsDir = path.resolve(import.meta.dirname, '..', '..', 'artifacts', 'journeys');

/** axe-core's script, put into a page the first time one of its screens is checked. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The screen's WCAG 2.2 A and AA violations, by axe-core run in the page itself. The shop has no frames, so axe
 * looks at the one document; a runner that also reaches into frames (@axe-core/playwright) opens a second page
 * for each check, which made a check take 0.9 s instead of 0.1 s.
 */
async function axeViolations(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          // Only violations are read: axe then details no passing or inapplicable checks.
          resultTypes: ['violations'],
          iframes: false,
        })
        .then((results) => results.violations),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  );
}

/** What axe may find on no screen of the shop. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until the page has loaded and fetched nothing new for 300 ms (at most 5 s). Not Playwright's
 * `networkidle`: a screen that follows orders live keeps its event stream open, so its network is never idle.
 * The page watches its own resource timings, so the wait costs no round trips to the browser.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolve();
        };
        let quiet = setTimeout(done, quietMs);
        const limit = setTimeout(done, maxMs);
        const observer = new PerformanceObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe({ type: 'resource' });
      }),
    { quietMs: 300, maxMs: 5_000 },
  );
}

/**
 * Checks the screen the journey is on and saves a full-page screenshot of it as `<name>.jpg`: it fails when the
 * page scrolls sideways (a long name or word pushed it wider than the window, at 1440 px or 360 px), and on any
 * serious or critical axe violation (WCAG 2.2 A and AA), naming the rule and the elements. Call it once the
 * screen shows what the journey came for (e.g. after an `expect(…).toBeVisible()`).
 */
export async function checkScreen(page: Page, name: string) {
  // From the top: a full-page screenshot draws the fixed header where the window is, which after a scroll to a
  // button further down is mid-page, over what it covers.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.evaluate(() => document.fonts.ready);
  const folder = path.join(screenshotsDir, widthName(page.viewportSize()?.width ?? 0));
  await mkdir(folder, { recursive: true });
  await page.screenshot({
    path: path.join(folder, `${name}.jpg`),
    // A JPEG at this quality keeps text sharp enough to review, and takes half the time of a PNG (about 0.2 s less
    // per screen at 1440 px) at half the size.
    quality: 85,
    fullPage: true,
    animations: 'disabled',
    // One image pixel per CSS pixel: the phone's 2.625 device pixels per CSS pixel made each of its screenshots
    // about seven times the pixels to capture and encode, and the phone's journeys about a tenth slower.
    scale: 'css',
  });
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    return { scrollWidth, clientWidth };
  });
  expect(
    scrollWidth,
    `the width of the screen "${name}", which must not scroll sideways`,
  ).toBeLessThanOrEqual(clientWidth);
  // Colours are read as a person sees them once the screen is still: a toast fading in or out over a dialog's
  // overlay is, for a moment, a blend of both that no one reads. Endless animations (a spinner) are left running. A
  // toast that starts to fade in while the screen is read (a sign-in's news arriving) has it read again once still.
  let violations: Awaited<ReturnType<typeof axeViolations>> = [];
  for (let reading = 0; reading < 3; reading += 1) {
    await untilStill(page);
    await page.evaluate(() => {
      const seen = window as { screenMoved?: boolean };
      seen.screenMoved = false;
      const moved = () => (seen.screenMoved = true);
      for (const type of ['transitionrun', 'animationstart'])
        document.addEventListener(type, moved, { capture: true, once: true });
    });
    violations = await axeViolations(page);
    const moved = await page.evaluate(() => (window as { screenMoved?: boolean }).screenMoved);
    if (!moved) break;
  }
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
          )
          .join(' | ')}`,
    );
  expect(blocking, `accessibility of the screen "${name}"`).toEqual([]);
}

/** Waits until no animation runs on the page but endless ones (a spinner). */
async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
}

/** The element that has the keyboard focus, and whether a sighted user can see where it is. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Past the page's last element (or when the focused element leaves the page), the focus is on no element.
    if (!element || element === document.body) return { name: 'nothing', shown: true };
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    let ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    if (!ring && element.matches('input, textarea, select')) {
      // A field may show its focus by its border (or its wrapper's, as a password field does) instead of a ring.
      const boxes = [element, element.parentElement, element.parentElement?.parentElement].filter(
        (box): box is HTMLElement => box instanceof HTMLElement,
      );
      for (const box of boxes) box.style.transition = 'none';
      const focusedBorders = boxes.map((box) => getComputedStyle(box).borderColor);
      element.blur();
      ring = boxes.some(
        (box, index) => getComputedStyle(box).borderColor !== focusedBorders[index],
      );
      element.focus();
      for (const box of boxes) box.style.removeProperty('transition');
    }
    const label =
      element.getAttribute('aria-label') ??
      element.textContent ??
      element.getAttribute('name') ??
      '';
    return {
      name: `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
      shown: ring && box.width > 0 && box.height > 0,
    };
  });
}

/**
 * Presses Tab (as a keyboard-only user does) until `target` has the focus, and fails if any element on the way
 * showed no visible focus or if the target is not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  const unseen: string[] = [];
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (!focused.shown) unseen.push(focused.name);
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(unseen, 'elements whose keyboard focus could not be seen').toEqual([]);
      return;
    }
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${target.toString()}`);
}

/**
 * On the checkout: "Later", tomorrow by the shop's clock (late in the evening today has no slot left, and the first
 * day listed is tomorrow), at the time `pick` chooses among those free.
 */
export async function orderForTomorrow(page: Page, pick: (times: string[]) => string) {
  await page.getByTestId('checkout-step-time').getByText('Later', { exact: true }).click();
  const { timeZone } = (await (await page.request.get('/api/shop')).json()) as { timeZone: string };
  const tomorrow = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now() + 86_400_000);
  await page.getByLabel('Day').selectOption(tomorrow);
  const time = page.getByLabel('Time');
  const times = await time
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await time.selectOption(pick(times));
}

/** The e-mails the local inbox caught for an address. */
export async function emailsTo(
  request: APIRequestContext,
  address: string,
): Promise<CaughtEmail[]> {
  const inbox = process.env.SHOP_INBOX_URL;
  if (!inbox) throw new Error('The shop was started with SMTP_URL: no local inbox to read.');
  const emails = (await (await request.get(`${inbox}/api/email`)).json()) as CaughtEmail[];
  return emails.filter((email) => email.to.some((to) => to.address === address));
}
