import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  test,
  type TestInfo,
} from '@playwright/test';
import { LONGEST_DISH_NAME, LONGEST_RECIPE } from '../src/test/longest-values';
import {
  addToCart,
  checkScreen,
  followEmailLink,
  newEmail,
  pathOf,
  placeOrder,
  returnToTab,
  signUp,
} from './journey-helpers';
import { staffEmail } from './staff';

const picture = path.join(import.meta.dirname, 'fixtures', 'risotto.png');
/** Each browser project has its own administrator, named in ADMIN_EMAILS by global-setup.ts. */
const ownerEmail = (testInfo: TestInfo) =>
  staffEmail('owner', testInfo.project.name, testInfo.retry);

async function openSidebarEntry(page: Page, name: string) {
  const burger = page.getByRole('button', { name: 'Open the dashboard menu' });
  if (await burger.isVisible()) await burger.click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name, exact: true })
    .click();
}

const ADMIN_CALLS =
  /\/api\/(users$|users\/[^/]+$|users\/admin\/[0-9a-f-]{36}$|orders|overview|images)/;

/** Every administrator's endpoint, called with the customer's own token, must refuse. */
async function expectAdminCallsRefused(request: APIRequestContext, token: string) {
  const someone = '3f6c2a9e-8d1b-4c57-9a0e-2b7d4e1f6a35';
  const headers = { Authorization: `Bearer ${token}` };
  const dish = {
    name: 'Sneaky Soup',
    category: 'soup',
    price: 1,
    recipe: 'Water.',
    image: '/uploads/x.png',
  };
  const answers = await Promise.all([
    request.get('/api/users', { headers }),
    request.get('/api/orders', { headers }),
    request.get('/api/overview', { headers }),
    request.patch(`/api/orders/${someone}`, { headers, data: { status: 'ready' } }),
    request.post('/api/menu', { headers, data: dish }),
    request.patch(`/api/menu/${someone}`, { headers, data: { price: 2 } }),
    request.delete(`/api/menu/${someone}`, { headers }),
    request.patch(`/api/users/admin/${someone}`, { headers }),
    request.delete(`/api/users/admin/${someone}`, { headers }),
    request.delete(`/api/users/${someone}`, { headers }),
  ]);
  expect(answers.map((answer) => `${answer.url()} ${answer.status()}`)).toEqual(
    answers.map((answer) => `${answer.url()} 403`),
  );
}

test('a customer opening /dashboard sees no admin data, and every admin call refuses them', async ({
  page,
}) => {
  const customer = newEmail('curious');
  await page.goto('/signup?redirect=%2Fmenu');
  await signUp(page, customer, 'Curious Customer');
  await expect.poll(() => pathOf(page)).toBe('/menu');

  const adminAnswers: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (ADMIN_CALLS.test(url.pathname) && response.ok())
      adminAnswers.push(`${response.request().method()} ${url.pathname}`);
  });
  const staffOnly = page.getByRole('heading', { name: "This area is for the restaurant's staff" });
  for (const screen of [
    '/dashboard',
    '/dashboard/users',
    '/dashboard/orders',
    '/dashboard/add-menu',
  ]) {
    await page.goto(screen);
    await expect(staffOnly).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  // Inside the shop's own header and footer, with the way back.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(0);
  await checkScreen(page, 'dashboard-customer-refused');
  expect(adminAnswers).toEqual([]);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');

  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  expect(token).toMatch(/^ey/);
  await expectAdminCallsRefused(page.request, token!);
});

test('an administrator adds a dish with a picture, edits its price, moves an order to ready and deletes the dish', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const customerEmail = newEmail('hungry');
  const customerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const customer = await customerContext.newPage();
  await placeOrder(customer, customerEmail);

  await page.goto('/signup?redirect=%2Fdashboard');
  // The sign-up page runs on the storefront's routes, without the dashboard's: an app with the whole shop's takes the
  // page over there, without loading another page (the sign-up's toast and its last calls go on).
  await page.evaluate(() => ((window as { signUpPage?: true }).signUpPage = true));
  // A retry signs up an owner of its own (ownerEmail), named apart from the first try's.
  const owner = `Owner of ${testInfo.project.name}${testInfo.retry ? ` ${testInfo.retry}` : ''}`;
  await signUp(page, ownerEmail(testInfo), owner);
  await expect.poll(() => pathOf(page)).toBe('/dashboard');
  expect(await page.evaluate(() => (window as { signUpPage?: true }).signUpPage)).toBe(true);
  // ADMIN_EMAILS names the owner's address, but only an address proven by its link makes an administrator.
  await expect(
    page.getByRole('heading', { name: "This area is for the restaurant's staff" }),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: 'Confirm your e-mail address' })).toBeVisible();
  await checkScreen(page, 'dashboard-owner-address-to-confirm');
  await followEmailLink(page.context(), ownerEmail(testInfo), 'VERIFY_EMAIL');
  await returnToTab(page);
  await expect(page.getByRole('region', { name: 'Pending orders' })).toBeVisible({
    timeout: 25_000,
  });
  await expect(page.getByRole('region', { name: 'Dishes' })).toContainText(/\d+/);
  await checkScreen(page, 'dashboard-overview');

  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  const burger = page.getByRole('button', { name: 'Open the dashboard menu' });
  if (testInfo.project.name === 'phone') {
    await expect(sidebar).toBeHidden();
    await burger.click();
  } else {
    await expect(burger).toBeHidden();
  }
  await expect(sidebar.getByRole('link', { name: 'Manage Bookings' })).toHaveAttribute(
    'href',
    '/dashboard/bookings',
  );
  await expect(sidebar.getByRole('button', { name: /Customer Support/ })).toContainText(
    'Coming soon',
  );
  await checkScreen(page, 'dashboard-sidebar');
  await sidebar.getByRole('link', { name: 'All Users' }).click();
  const me = page.getByLabel(owner, { exact: true });
  await expect(me.getByRole('button', { name: `Remove ${owner}` })).toBeDisabled();
  await expect(me).toContainText('You cannot change your own role or remove yourself');
  await expect(me.getByRole('combobox', { name: `Role of ${owner}` })).toHaveValue('owner');
  const customerRow = page
    .getByLabel('Hungry Customer', { exact: true })
    .filter({ hasText: customerEmail });
  await expect(customerRow.getByText('unverified', { exact: true })).toBeVisible();
  await expect(
    customerRow.getByRole('combobox', { name: 'Role of Hungry Customer' }),
  ).toBeDisabled();
  await expect(customerRow).toContainText(
    'Only an account that has proven its address can join the staff.',
  );
  await checkScreen(page, 'dashboard-users');

  // As long as a dish name can be, in one word: no screen may grow wider for it.
  const dish = `${LONGEST_DISH_NAME.slice(0, 74)}${randomBytes(3).toString('hex')}`;
  await openSidebarEntry(page, 'Add Menu');
  await expect.poll(() => pathOf(page)).toBe('/dashboard/add-menu');
  const addForm = page.getByRole('form', { name: 'Add a new menu item' });
  await addForm.getByRole('button', { name: 'Add Item' }).click();
  await expect(addForm.getByRole('alert')).toHaveCount(5);
  await addForm.getByLabel(/^Recipe Name/).fill(dish);
  await addForm.getByLabel(/^Category/).selectOption('salad');
  await addForm.getByLabel(/^Price/).fill('12.345');
  await addForm.getByLabel(/^Recipe Details/).fill(LONGEST_RECIPE);
  await addForm.locator('input[type="file"]').setInputFiles(picture);
  await addForm.getByRole('button', { name: 'Add Item' }).click();
  await expect(addForm.getByRole('alert')).toHaveText(['Use at most two decimals (cents).']);
  await addForm.getByLabel(/^Price/).fill('12.34');
  await checkScreen(page, 'dashboard-add-menu');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/images'));
  await addForm.getByRole('button', { name: 'Add Item' }).click();
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  const { display_url: pictureUrl } = ((await upload.json()) as { data: { display_url: string } })
    .data;
  await expect(page.getByText('Your Item is inserted successfully!')).toBeVisible();
  await expect(addForm.getByLabel(/^Recipe Name/)).toHaveValue('');

  await page.goto(`/menu?q=${encodeURIComponent(dish)}`);
  const card = page.getByRole('article', { name: dish });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$12.34');
  const image = card.getByRole('img', { name: dish });
  // The upload itself, resized and re-encoded by the shop for the card's width.
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : '')),
    )
    .toMatch(new RegExp(`/pictures/\\d+/(avif|webp)${pictureUrl}$`));
  await checkScreen(page, 'menu-new-dish');

  await page.goto('/dashboard/manage-items');
  await page.getByLabel('Find a dish').fill(dish);
  await expect(page.getByLabel('Menu items').getByRole('img', { name: dish })).toBeVisible();
  await checkScreen(page, 'dashboard-manage-items');
  await page.getByRole('link', { name: `Edit ${dish}` }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard\/update-menu\/[0-9a-f-]{36}$/);
  const updateForm = page.getByRole('form', { name: `Update ${dish}` });
  await expect(updateForm.getByLabel(/^Recipe Name/)).toHaveValue(dish);
  await checkScreen(page, 'dashboard-update-menu');
  await expect(updateForm.getByLabel(/^Price/)).toHaveValue('12.34');
  await expect(updateForm.getByLabel(/^Category/)).toHaveValue('salad');
  await updateForm.getByLabel(/^Price/).fill('13.5');
  await updateForm.getByRole('button', { name: 'Update Menu Item' }).click();
  await expect(page.getByText('Your Item is updated successfully!')).toBeVisible();
  await page.goto(`/menu?q=${encodeURIComponent(dish)}`);
  await expect(page.getByRole('article', { name: dish })).toContainText('$13.50');

  await page.goto('/dashboard/orders?status=order%20pending');
  const order = page.getByRole('article').filter({ hasText: customerEmail });
  await expect(order).toBeVisible();
  // A new order waits for the kitchen: accepted with the ready time the dialog proposes.
  await order.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('dialog', { name: /^Accept order / })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(/^Order #\d+ is now accepted$/)).toBeVisible();
  await page.getByLabel('Status').selectOption('accepted');
  await expect.poll(() => pathOf(page)).toBe('/dashboard/orders?status=accepted');
  await order.getByRole('button', { name: 'Start preparing' }).click();
  await expect(page.getByText(/^Order #\d+ is now preparing$/)).toBeVisible();
  await page.getByLabel('Status').selectOption('preparing');
  await expect.poll(() => pathOf(page)).toBe('/dashboard/orders?status=preparing');
  await order.getByRole('button', { name: 'Mark ready' }).click();
  await expect(page.getByText(/^Order #\d+ is now ready$/)).toBeVisible();
  await page.getByLabel('Status').selectOption('ready');
  await expect(order.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  await expect(order.getByRole('button', { name: 'Mark ready' })).toHaveCount(0);
  await checkScreen(page, 'dashboard-orders');

  await customer.reload();
  await expect(customer.locator('main').getByText('ready', { exact: true })).toBeVisible();
  // The customer puts the new dish in their cart just before it leaves the menu.
  await customer.goto(`/menu?q=${encodeURIComponent(dish)}`);
  await addToCart(customer, customer.getByRole('article', { name: dish, exact: true }));

  await openSidebarEntry(page, 'Manage Items');
  await page.getByLabel('Find a dish').fill(dish);
  await page.getByRole('button', { name: `Delete ${dish}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText("You won't be able to revert this!");
  await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Your file has been deleted.')).toBeVisible();
  await expect(page.getByLabel('Menu items').getByRole('img', { name: dish })).toHaveCount(0);
  await page.goto(`/menu?q=${encodeURIComponent(dish)}`);
  await expect(page.getByRole('article', { name: dish })).toHaveCount(0);

  // Nothing disappears silently: the dish stays in the customer's cart, marked, until they remove it.
  await customer.goto('/cart-page');
  const gone = customer.getByLabel('Your cart').getByLabel(dish, { exact: true });
  await expect(gone).toContainText('No longer on the menu');
  await expect(gone.getByRole('button', { name: `One more ${dish}` })).toHaveCount(0);
  const reason = `${dish} is no longer on the menu: remove it from your cart to pay.`;
  await expect(customer.getByRole('button', { name: 'Proceed Checkout' })).toBeDisabled();
  await expect(customer.getByText(reason)).toBeVisible();
  await checkScreen(customer, 'cart-dish-left-the-menu');
  await customer.goto('/process-checkout');
  await expect(customer.getByRole('button', { name: /^Pay( |$)/ })).toBeDisabled();
  await expect(customer.getByText(reason).first()).toBeVisible();
  await customer.goto('/cart-page');
  // Said apart, so that a failure says whether the tap reached the shop and what it answered.
  const removal = customer.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      new URL(response.url()).pathname.startsWith('/api/carts/'),
  );
  await gone.getByRole('button', { name: `Remove ${dish}` }).click();
  expect((await removal).ok()).toBe(true);
  await expect(customer.getByLabel('Your cart').getByLabel(dish, { exact: true })).toHaveCount(0);
  await expect(customer.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await customerContext.close();

  // The menu's categories are the shop's: Desserts renamed (its key stays) and one added, and the menu's tabs say so.
  const sweets = `Sweet Things ${testInfo.project.name}`;
  const suffix = randomBytes(2).toString('hex');
  const chefsTable = `Chef's Table ${suffix}`;
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Pending orders' })).toBeVisible();
  await openSidebarEntry(page, 'Categories');
  await expect.poll(() => pathOf(page)).toBe('/dashboard/categories');
  const categoriesForm = page.getByRole('form', { name: 'Categories' });
  const pizza = categoriesForm.getByRole('group').filter({ hasText: /Key pizza · / });
  await expect(pizza.getByRole('button', { name: /^Remove / })).toBeDisabled();
  await expect(pizza).toContainText(/Holds \d+ dishes: move them first/);
  const dessert = categoriesForm.getByRole('group').filter({ hasText: /Key dessert · / });
  await dessert.getByLabel(/^Name/).fill(sweets);
  await categoriesForm.getByRole('button', { name: 'Add a category' }).click();
  const newCategory = categoriesForm.getByRole('group', { name: /\. New category$/ });
  await newCategory.getByLabel(/^Name/).fill(chefsTable);
  await expect(newCategory.getByLabel(/^Key/)).toHaveValue(`chef-s-table-${suffix}`);
  await checkScreen(page, 'dashboard-categories');
  await categoriesForm.getByRole('button', { name: 'Save the categories' }).click();
  await expect(page.getByText('The categories are saved')).toBeVisible();
  await expect(
    categoriesForm.getByRole('group', { name: new RegExp(`\\. ${chefsTable}$`) }),
  ).toContainText(`Key chef-s-table-${suffix} · no dishes`);
  await page.goto('/menu');
  const tabs = page.locator('nav[aria-label="Menu categories"]');
  await expect(tabs.getByRole('link', { name: sweets, exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Desserts', exact: true })).toHaveCount(0);
  await tabs.getByRole('link', { name: chefsTable, exact: true }).click();
  await expect.poll(() => pathOf(page)).toContain(`category=chef-s-table-${suffix}`);

  // The screens the host and the kitchen keep at a desk or on the tablet (their journeys see them there) fit a phone
  // too, for an owner who looks in from one.
  if (testInfo.project.name !== 'phone') return;
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Pending orders' })).toBeVisible();
  const settings: [entry: string, screen: string, shows: Locator][] = [
    ['Ordering', 'dashboard-ordering', page.getByRole('switch', { name: /^Delivery/ })],
    ['Delivery Zones', 'dashboard-delivery-zones', page.getByText('Town centre').first()],
    ['Promo Codes', 'dashboard-promo-codes', page.getByText('WELCOME10').first()],
    ['Hours & Closures', 'dashboard-hours', page.getByRole('group', { name: 'Monday' })],
    [
      'Option Groups',
      'dashboard-option-groups',
      page.getByRole('button', { name: 'New option group' }),
    ],
  ];
  for (const [entry, screen, shows] of settings) {
    await openSidebarEntry(page, entry);
    await expect(shows).toBeVisible();
    await checkScreen(page, screen);
  }
  await page.getByRole('button', { name: 'New option group' }).click();
  await expect(page.getByRole('form', { name: 'New option group' })).toBeVisible();
  await checkScreen(page, 'dashboard-new-option-group');
});
