import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { Contract } from './common/contract/contract';
import { answerClientErrorsWithErrorBody } from './common/errors/client-error';
import { errorBody, sendError } from './common/errors/error-body';
import { precompressedFiles } from './common/http/precompressed-files';
import { sendReadyAnswer } from './common/http/ready-answer';
import { helmetOptions } from './common/http/security-headers';
import { sendFileAt } from './common/http/send-file';
import { limitSlowClients } from './common/http/slow-clients';
import { closeConnectionsWhileStopping, Stopping } from './common/http/stopping';
import { revalidateUnversionedFiles } from './common/http/unversioned-files';
import { shopLanguageOf } from './common/i18n/languages';
import { jsonBody } from './common/json-body';
import type { AppConfig } from './config/config';
import { PrismaService } from './database/prisma.service';
import { SEED_IMAGES_PATH } from './database/seed';
import { LATER_STYLES_PATH } from './storefront/critical-css';
import { PageLanguages } from './storefront/page-languages';
import { StorefrontPages } from './storefront/storefront-pages.service';
import { contractFile, seedDir } from './paths';
import { DiskPictureStore } from './pictures/disk-picture-store';
import { PictureStores } from './pictures/picture-stores';
import { pictureVariants } from './pictures/picture-variants';
import { storedPictures, UPLOADS_CACHING } from './pictures/stored-pictures';
import { siteFiles } from './site-files/site-files';

const API_PREFIX = 'api';

/** The SPA's files are never looked for on disk for an API request. */
function notUnderApi(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (/^\/api(\/|$)/.test(req.path) ? next() : handler(req, res, next));
}

/**
 * Every API answer is private and kept nowhere unless its operation says otherwise: a proxy or a shared browser
 * never keeps a cart, an order or a token. Public answers (the menu, the client settings) set their own caching.
 */
const privateByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};

/** Matches the paths of the SPA's routes (`/dashboard/update-menu/$id`), from the routes.json its build writes. */
function clientRoutes(spaDir: string): ((pathname: string) => boolean) | undefined {
  const file = path.join(spaDir, 'routes.json');
  if (!existsSync(file)) return undefined;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((route) => {
    const segments = route
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)));
    return new RegExp(`^${segments.join('/')}/?$`);
  });
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The SPA's client routes all answer index.html; a path no route knows answers it too, with 404, so that search
 * engines and monitors see what the not-found page says. The public pages, and the not-found page, come rendered
 * with their content (StorefrontPages); a page that fails to render is still served as the shell, which the
 * browser renders itself. A missing build says how to make it.
 */
function spaFallback(spaDir: string, shopLocale: string, pages: StorefrontPages): RequestHandler {
  const index = path.join(spaDir, 'index.html');
  const isClientRoute = clientRoutes(spaDir);
  const languages = PageLanguages.ofBuild(spaDir, shopLocale);
  return (req, res, next) => {
    if (!['GET', 'HEAD'].includes(req.method) || /^\/(uploads|menu-images)(\/|$)/.test(req.path)) return next();
    if (path.extname(req.path)) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The storefront is not built yet: run `make start` or `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The shop's own address of a page answers by the visitor's language: their choice, else their browser's.
    if (languages.of(req.path).language === languages.shopLanguage) res.vary('Cookie').vary('Accept-Language');
    const preferred = languages.preferredAddress(req);
    if (preferred) return res.redirect(302, preferred);
    const knownRoute = !isClientRoute || isClientRoute(languages.of(req.path).pathname);
    pages
      .render(req.originalUrl, knownRoute)
      .then(async (page) => {
        if (page?.redirect) return res.redirect(page.status, page.redirect);
        if (page?.answer) return sendReadyAnswer(req, res, page.answer, page.status);
        const shell = await pages.shell();
        if (!shell) return sendFileAt(res.status(knownRoute ? 200 : 404), index);
        sendReadyAnswer(req, res, shell, knownRoute ? 200 : 404);
      })
      .catch(next);
  };
}

/**
 * The styles a rendered page's loader asks for after its paint (CriticalCss), named by a hash of their text, so that
 * any cache may keep them for good. A name this instance does not keep is a 404: the loader then enables the page's
 * whole stylesheets, linked disabled.
 */
function laterStyles(pages: StorefrontPages): RequestHandler {
  return (req, res, next) => {
    if (!['GET', 'HEAD'].includes(req.method)) return next();
    const css = pages.laterStyles(req.path.slice(1));
    if (!css) return sendError(res, errorBody(404, 'No such file.'));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('text/css').send(css);
  };
}

/** Builds the whole shop: the API under /api, its docs, pictures and the SPA, on one Express app. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  if (config.TRUST_PROXY_HOPS > 0) app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.use(closeConnectionsWhileStopping(app.get(Stopping)));
  app.use(helmet(helmetOptions(config)));
  app.use(`/${API_PREFIX}`, privateByDefault);
  // Only named origins may call the API from a browser; with none, no CORS header is ever sent and nothing need look.
  if (config.CORS_ORIGINS.length > 0) app.enableCors({ origin: config.CORS_ORIGINS });
  // The API's JSON, and files the build did not compress, travel gzipped to every browser that accepts it (the SPA's
  // scripts and styles as the build compressed them, see precompressedFiles).
  // Except event streams: each event must leave at once, not wait for a compressed block to fill.
  app.use(
    compression({
      filter: (req, res) =>
        !/^text\/event-stream/.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
    }),
  );
  app.use(`/${API_PREFIX}`, jsonBody(config.BODY_LIMIT, /^\/api\/stripe-webhook$/, shopLanguageOf(config.SHOP_LOCALE)));
  app.setGlobalPrefix(API_PREFIX);

  // The published contract, byte for byte, and Swagger UI over it.
  app.use(`/${API_PREFIX}/openapi.yaml`, ((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    sendFileAt(res.type('application/yaml'), contractFile);
  }) as RequestHandler);
  const document = app.get(Contract).document as unknown as OpenAPIObject;
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    raw: ['json'],
    jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
    customSiteTitle: 'Restaurant web shop API',
  });

  // The site's files and pages, one layer that an API request passes at once.
  const site = express.Router();
  site.use(siteFiles(app.get(PrismaService), config));
  const immutable = { maxAge: '365d', immutable: true, index: false, fallthrough: false } as const;
  const pictures = app.get(PictureStores);
  site.use(
    '/pictures',
    pictureVariants({
      // The seed pictures ship with every instance: each keeps its own copies of them.
      'menu-images': {
        originals: new DiskPictureStore(path.join(seedDir, 'images')),
        variants: new DiskPictureStore(path.join(config.PICTURE_CACHE_DIR, 'menu-images')),
        caching: { maxAgeSeconds: 24 * 3600, immutable: false },
      },
      uploads: { originals: pictures.uploads, variants: pictures.uploadVariants, caching: UPLOADS_CACHING },
    }),
  );
  site.use('/uploads', storedPictures(pictures.uploads));
  site.use(
    SEED_IMAGES_PATH,
    express.static(path.join(seedDir, 'images'), { maxAge: '1d', index: false, fallthrough: false }),
  );
  const pages = app.get(StorefrontPages);
  site.use(LATER_STYLES_PATH, laterStyles(pages));
  site.use('/assets', precompressedFiles(path.join(config.SPA_DIR, 'assets'), immutable));
  // The shell by its own name as well (the service worker keeps it for offline visits), naming the shop's money.
  site.get('/index.html', (req, res, next) => {
    pages
      .shell()
      .then((shell) => (shell ? sendReadyAnswer(req, res, shell) : next()))
      .catch(next);
  });
  site.use(express.static(config.SPA_DIR, { index: false, maxAge: '1h', setHeaders: revalidateUnversionedFiles }));
  site.use(spaFallback(config.SPA_DIR, config.SHOP_LOCALE, pages));
  app.use(notUnderApi(site));
  // express.static's own 404s and errors answer with the contract's body too.
  app.use(((error: { status?: unknown } | undefined, _req, res, _next) => {
    const status = typeof error?.status === 'number' ? error.status : 500;
    sendError(res, errorBody(status, status === 404 ? 'No such file.' : 'The file could not be sent.'));
  }) as express.ErrorRequestHandler);
  limitSlowClients(app.getHttpServer(), config);
  answerClientErrorsWithErrorBody(app.getHttpServer());
  // No shutdown hooks: main.ts stops the shop in its own order on SIGTERM (drained first, then closed).
  return app;
}
