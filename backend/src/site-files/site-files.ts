import { Router } from 'express';
import type { AppConfig } from '../config/config';
import type { PrismaService } from '../database/prisma.service';
import { robotsTxt } from './robots';
import { sitePages } from './site-pages';
import { sitemapXml } from './sitemap';

/** Crawlers ask for these often; an hour old is fresh enough for a menu that changes a few times a day. */
const CACHE_FOR_AN_HOUR = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml, files of the site like the SPA's rather than operations of the API: addresses are
 * absolute on SHOP_URL, the shop's public address.
 */
export function siteFiles(prisma: PrismaService, { SHOP_URL }: Pick<AppConfig, 'SHOP_URL'>): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', CACHE_FOR_AN_HOUR).type('text/plain').send(robotsTxt(SHOP_URL));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const pages = await sitePages(prisma, SHOP_URL);
    res.set('Cache-Control', CACHE_FOR_AN_HOUR).type('application/xml').send(sitemapXml(pages));
  });
  return router;
}
