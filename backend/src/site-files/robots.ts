/** The shop's own pages that are no use in search results: a customer's, the staff's, and the API. */
const PRIVATE_PATHS = [
  '/dashboard',
  '/api/',
  '/cart-page',
  '/process-checkout',
  '/order',
  '/update-profile',
  '/login',
  '/signup',
];

/** robots.txt: the storefront open to every crawler, the private pages not, and where the sitemap is. */
export function robotsTxt(shopUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${shopUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
