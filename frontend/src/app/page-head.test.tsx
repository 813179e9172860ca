import { createMemoryHistory } from '@tanstack/react-router';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getGetBookingRulesMockHandler } from '@/api/generated/bookings/bookings.msw';
import { sampleBookingRules } from '@/test/fixtures/booking-fixtures';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleDishes } from '@/test/fixtures/menu-fixtures';
import { createInMemoryAuthSession } from '@/test/auth-in-memory-session';
import { errorResponse } from '@/test/error-response';
import { createTestQueryClient } from '@/test/render';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { createShop } from './shop';
import { routeTree } from '@/routeTree.gen';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
  getGetBookingRulesMockHandler(sampleBookingRules),
  getListMenuItemsMockHandler(sampleDishes),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The routes' code as the server's bundle runs it (`vite build --ssr`): the structured data is written there only.
beforeAll(() => vi.stubEnv('SSR', true));
afterEach(() => server.resetHandlers());
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const SITE = 'https://foodi.example';

interface DocumentHead {
  title?: string;
  /** Each meta tag's content by its name or property. */
  meta: Record<string, string>;
  canonical?: string;
  jsonLd: Record<string, unknown>[];
}

/** The head a browser or a crawler reads: the deepest route's title and tag of each name win, as HeadContent does. */
function documentHead(matches: { meta?: unknown; links?: unknown; headScripts?: unknown }[]) {
  const head: DocumentHead = { meta: {}, jsonLd: [] };
  for (const match of [...matches].reverse()) {
    const tags = [...((match.meta ?? []) as Record<string, string>[])].reverse();
    for (const tag of tags) {
      if (tag.title !== undefined) head.title ??= tag.title;
      const key = tag.name ?? tag.property;
      if (key !== undefined && !(key in head.meta)) head.meta[key] = tag.content ?? '';
    }
  }
  for (const match of matches) {
    for (const link of (match.links ?? []) as Record<string, string>[]) {
      if (link.rel === 'canonical') head.canonical = link.href;
    }
    for (const script of (match.headScripts ?? []) as Record<string, string>[]) {
      if (script.type === 'application/ld+json') {
        head.jsonLd.push(JSON.parse(script.children ?? '') as Record<string, unknown>);
      }
    }
  }
  return head;
}

/** The shop's router at an address, loaded as the server loads it before it renders the page. */
async function loadedMatches(address: string, siteUrl: string | undefined) {
  const { router, disconnect } = createShop({
    queryClient: createTestQueryClient(),
    auth: createInMemoryAuthSession({ user: null }),
    siteUrl,
    history: createMemoryHistory({ initialEntries: [address] }),
    routeTree,
  });
  onTestFinished(disconnect);
  await router.load();
  return router.state.matches;
}

const headAt = async (address: string, { siteUrl }: { siteUrl?: string } = { siteUrl: SITE }) =>
  documentHead(await loadedMatches(address, siteUrl));

/** The head's JSON-LD scripts as the server writes them into the page. */
const jsonLdScriptsAt = async (address: string) =>
  (await loadedMatches(address, SITE)).flatMap((match) =>
    (match.headScripts ?? []).map((script) =>
      typeof script?.children === 'string' ? script.children : '',
    ),
  );

interface MenuLd {
  '@type': string;
  provider: { '@id': string };
  hasMenuSection: {
    name: string;
    hasMenuItem: {
      name: string;
      image: string;
      offers: { price: string; priceCurrency: string; availability: string };
    }[];
  }[];
}

describe("the pages' heads", () => {
  it('name the chosen category on the menu, with its own canonical address, card and the whole menu as JSON-LD', async () => {
    const head = await headAt('/menu?category=pizza&sort=high-low&page=2');

    expect(head.title).toBe('Pizza · Menu · Foodi');
    expect(head.meta.description).toMatch(/^Pizza at Foodi/);
    expect(head.canonical).toBe(`${SITE}/menu?category=pizza`);
    expect(head.meta).toMatchObject({
      'og:title': 'Pizza · Menu · Foodi',
      'og:description': head.meta.description,
      'og:url': `${SITE}/menu?category=pizza`,
      'og:image': `${SITE}/og-image.jpg`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:site_name': 'Foodi',
      'og:type': 'website',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Pizza · Menu · Foodi',
      'twitter:description': head.meta.description,
      'twitter:image': `${SITE}/og-image.jpg`,
    });
    expect(head.meta['og:image:alt']).not.toBe('');
    expect(head.meta.robots).toBeUndefined();

    expect(head.jsonLd).toHaveLength(1);
    const menu = head.jsonLd[0] as unknown as MenuLd;
    expect(menu['@type']).toBe('Menu');
    expect(menu.provider['@id']).toBe(`${SITE}/#restaurant`);
    const pizzas = menu.hasMenuSection.find((section) => section.name === 'Pizza')!.hasMenuItem;
    expect(pizzas.map(({ name, offers }) => [name, offers.price])).toEqual([
      ['Margherita Pizza', '14.50'],
      ['Diavola Pizza', '16.95'],
      ['Funghi Pizza', '15.95'],
    ]);
    expect(pizzas[0]).toMatchObject({
      image: `${SITE}/menu-images/margherita-pizza.webp`,
      offers: { priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    const desserts = menu.hasMenuSection.find((section) => section.name === 'Desserts')!;
    expect(desserts.hasMenuItem.find((dish) => dish.name === 'Chocolate Brownie')!.offers).toEqual({
      '@type': 'Offer',
      price: '8.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
    const dishesListed = menu.hasMenuSection.flatMap((section) => section.hasMenuItem);
    expect(dishesListed).toHaveLength(sampleDishes.length);
  });

  it('write a dish whose name looks like markup so that it cannot end its script', async () => {
    const name = '</script><script>alert("Fish & Chips")</script>';
    server.use(getListMenuItemsMockHandler([{ ...sampleDishes[0], name }]));

    const [script] = await jsonLdScriptsAt('/menu');

    expect(script).not.toMatch(/[<>&]/);
    const menu = JSON.parse(script) as MenuLd;
    expect(menu.hasMenuSection[0].hasMenuItem[0].name).toBe(name);
  });

  it('keep the plain menu at /menu whatever the sort and the page', async () => {
    const head = await headAt('/menu?sort=a-z&page=2');

    expect(head.title).toBe('Menu · Foodi');
    expect(head.canonical).toBe(`${SITE}/menu`);
    expect(head.meta['og:url']).toBe(`${SITE}/menu`);
  });

  it('still title the menu when the dishes cannot be read, and then describe no menu', async () => {
    server.use(http.get('*/menu', () => errorResponse(503, 'The kitchen is catching its breath.')));

    const head = await headAt('/menu?category=soup');

    expect(head.title).toBe('Soups · Menu · Foodi');
    expect(head.canonical).toBe(`${SITE}/menu?category=soup`);
    expect(head.jsonLd).toEqual([]);
  });

  it('describe the restaurant on the home page with its address and the hours of its settings', async () => {
    const head = await headAt('/');

    expect(head.canonical).toBe(`${SITE}/`);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Restaurant',
        '@id': `${SITE}/#restaurant`,
        name: 'Foodi',
        url: `${SITE}/`,
        telephone: '+15550142024',
        hasMenu: `${SITE}/menu`,
        address: expect.objectContaining({
          streetAddress: '27 Harvest Lane',
          addressLocality: 'Springfield',
        }) as unknown,
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['https://schema.org/Tuesday', 'https://schema.org/Wednesday'],
            opens: '11:30',
            closes: '22:00',
          },
        ],
      }),
    ]);
  });

  it("describe the restaurant without hours when the shop's settings cannot be read", async () => {
    server.use(http.get('*/shop', () => errorResponse(503, 'Back in a moment.')));

    const [restaurant] = (await headAt('/')).jsonLd;

    expect(restaurant).toMatchObject({ '@type': 'Restaurant', name: 'Foodi' });
    expect(restaurant).not.toHaveProperty('openingHoursSpecification');
  });

  it('give every public page its own title, a description of 50 to 160 characters and absolute addresses', async () => {
    const pages = ['/', '/menu', '/menu?category=drinks', '/about', '/contact', '/faq', '/booking'];
    const heads = await Promise.all(pages.map((page) => headAt(page)));

    for (const [index, head] of heads.entries()) {
      const description = head.meta.description ?? '';
      expect(description.length, pages[index]).toBeGreaterThanOrEqual(50);
      expect(description.length, pages[index]).toBeLessThanOrEqual(160);
      expect(head.canonical).toBe(`${SITE}${pages[index] === '/' ? '/' : pages[index]}`);
      expect(head.meta['og:url']).toBe(head.canonical);
      expect(head.meta['og:title']).toBe(head.title);
      expect(head.meta.robots).toBeUndefined();
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length);
    expect(new Set(heads.map((head) => head.meta.description)).size).toBe(pages.length);
  });

  it('leave the structured data to the server’s page: the browser’s build works none out', async () => {
    vi.stubEnv('SSR', false);
    onTestFinished(() => void vi.stubEnv('SSR', true));

    const [menu, home] = [await headAt('/menu'), await headAt('/')];

    expect(menu.title).toBe('Menu · Foodi');
    expect(home.canonical).toBe(`${SITE}/`);
    expect([...menu.jsonLd, ...home.jsonLd]).toEqual([]);
  });

  it("take the browser's own address when the server gives none", async () => {
    const head = await headAt('/about', {});

    expect(head.title).toBe('About us · Foodi');
    expect(head.canonical).toBe(`${window.location.origin}/about`);
  });

  it('name the not-found page and keep it out of search results', async () => {
    const head = await headAt('/no-such-page');

    expect(head.title).toBe('Page not found · Foodi');
    expect(head.meta.description).toMatch(/^This page is not on the menu/);
    expect(head.meta.robots).toBe('noindex');
    expect(head.meta['og:image']).toBe(`${SITE}/og-image.jpg`);
    expect(head.canonical).toBeUndefined();
  });

  it.each([
    ['/cart-page', 'Your cart · Foodi'],
    ['/login', 'Log in · Foodi'],
    ['/signup', 'Sign up · Foodi'],
  ])('name the private page %s and keep it out of search results', async (address, title) => {
    const head = await headAt(address);

    expect(head.title).toBe(title);
    expect(head.meta.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
  });
});
