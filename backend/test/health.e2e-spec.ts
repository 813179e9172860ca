import { PrismaPg } from '@prisma/adapter-pg';
import { Stopping } from '../src/common/http/stopping';
import { PrismaClient } from '../src/generated/prisma/client';
import { startShop } from './app';
import { expectErrorBody } from './error-body';

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const shop = await startShop();
    try {
      const res = await shop.http.get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await shop.close();
    }
  });

  it('answers 503 with the error body when the database does not', async () => {
    const shop = await startShop();
    try {
      await shop.prisma.$disconnect();
      // Point the running shop at a port where no database listens.
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.port = '1';
      const dead = new PrismaClient({
        adapter: new PrismaPg({ connectionString: url.toString(), connectionTimeoutMillis: 2000 }),
      });
      jest
        .spyOn(shop.prisma, '$queryRaw')
        .mockImplementation(((...args: Parameters<typeof dead.$queryRaw>) => dead.$queryRaw(...args)) as never);
      const res = await shop.http.get('/api/health');
      expectErrorBody(res, 503);
      expect(res.body.message).toBe('The database does not answer.');
    } finally {
      await shop.close();
    }
  });

  it('answers 503 at once when the instance begins to stop, and every answer then closes its connection', async () => {
    const shop = await startShop();
    try {
      const before = await shop.http.get('/api/menu').set('Connection', 'keep-alive').expect(200);
      expect(before.headers.connection).not.toBe('close');
      shop.app.get(Stopping).begin();
      const res = await shop.http.get('/api/health');
      expectErrorBody(res, 503);
      expect(res.body.message).toBe('This instance is stopping; another one answers.');
      const after = await shop.http.get('/api/menu').set('Connection', 'keep-alive').expect(200);
      expect(after.headers.connection).toBe('close');
    } finally {
      await shop.close();
    }
  });

  it('gives a page on another origin no right to call the API when CORS_ORIGINS names none', async () => {
    const shop = await startShop();
    try {
      const read = await shop.http.get('/api/health').set('Origin', 'https://elsewhere.example').expect(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await shop.http
        .options('/api/carts')
        .set('Origin', 'https://elsewhere.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    } finally {
      await shop.close();
    }
  });
});
