// The same Nest pipeline on either HTTP adapter, so that `make bench` can weigh Express against Fastify with
// nothing else different: security headers, compression, a request-log line per answer, a global guard and
// interceptor, and a controller that answers the menu's ready bytes with its ETag, as the shop's MenuController does.
// Each layer in its own adapter's form, as a shop on that adapter would run it: on Express, helmet, compression and
// nestjs-pino's middleware; on Fastify, the same helmet in an onRequest hook, @fastify/compress and Fastify's own
// pino logger. (@fastify/helmet is not used: it builds helmet's middleware again for every request, which cost
// Fastify nearly half of its requests here; nestjs-pino on Fastify runs pino-http through Express-style middleware.)
// With `none` as the layers, the same controller alone: what the adapter itself costs.
// Usage (forked by menu.mjs): adapter-server.mjs <express|fastify> <shop|none> <menu file> <port>
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Controller, Get, Injectable, Module, Req, Res } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';

const [adapter, layers, file, port] = process.argv.slice(2);
const withLayers = layers !== 'none';
const plain = readFileSync(file);
const gzipped = gzipSync(plain);
const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
const headers = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  ETag: etag,
  Vary: 'Accept-Encoding',
};

// Plain JavaScript has no decorator syntax yet: the decorators are applied as the TypeScript compiler would.
const decorate = (decorators, target) => decorators.forEach((decorator) => decorator(target));

class Allow {
  canActivate() {
    return true;
  }
}
class PassThrough {
  intercept(_context, next) {
    return next.handle();
  }
}
decorate([Injectable()], Allow);
decorate([Injectable()], PassThrough);

/** Ready bytes, a 304 for a matching If-None-Match, gzip when asked: what the shop's sendReadyAnswer does. */
class MenuController {
  listMenuItems(req, res) {
    const fresh = req.headers['if-none-match'] === etag;
    const gzip = !fresh && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = fresh ? undefined : gzip ? gzipped : plain;
    const answer = { ...headers, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) };
    if (adapter === 'fastify') {
      res
        .status(fresh ? 304 : 200)
        .headers(answer)
        .send(body);
    } else {
      res
        .status(fresh ? 304 : 200)
        .set(answer)
        .end(body);
    }
  }
}
const method = Object.getOwnPropertyDescriptor(MenuController.prototype, 'listMenuItems');
Req()(MenuController.prototype, 'listMenuItems', 0);
Res()(MenuController.prototype, 'listMenuItems', 1);
Get()(MenuController.prototype, 'listMenuItems', method);
decorate([Controller('menu')], MenuController);

// The shop's request log: one line per answer (method, URL, status), written as cheaply as a log file or collector
// takes it.
const logLine = {
  level: 'info',
  serializers: {
    req: (req) => ({ id: req.id, method: req.method, url: req.url }),
    res: (res) => ({ statusCode: res.statusCode }),
  },
};
const discarded = { write: () => {} };
const requestLog = LoggerModule.forRoot({ pinoHttp: { ...logLine, stream: discarded } });

/** Fastify's own logger writing the same line per answer (with the answer's time), as cheaply. */
async function fastifyRequestLog() {
  const { LogController } = await import('fastify');
  const { pino } = await import('pino');
  class OneLinePerAnswer extends LogController {
    incomingRequest() {}
    requestCompleted(error, request, reply) {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime, err: error ?? undefined },
        'request completed',
      );
    }
  }
  return {
    loggerInstance: pino(logLine, discarded),
    logController: new OneLinePerAnswer(),
  };
}

class BenchModule {}
decorate(
  [
    Module({
      imports: withLayers && adapter === 'express' ? [requestLog] : [],
      controllers: [MenuController],
      providers: [
        { provide: APP_GUARD, useClass: Allow },
        { provide: APP_INTERCEPTOR, useClass: PassThrough },
      ],
    }),
  ],
  BenchModule,
);

async function main() {
  if (adapter === 'fastify') {
    const { FastifyAdapter } = await import('@nestjs/platform-fastify');
    const app = await NestFactory.create(BenchModule, new FastifyAdapter(withLayers ? await fastifyRequestLog() : {}), {
      logger: false,
    });
    if (withLayers) {
      const securityHeaders = (await import('helmet')).default();
      app
        .getHttpAdapter()
        .getInstance()
        .addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, done));
      await app.register((await import('@fastify/compress')).default, { global: true });
    }
    app.setGlobalPrefix('api');
    await app.listen(Number(port), '127.0.0.1');
  } else {
    const app = await NestFactory.create(BenchModule, { logger: false });
    if (withLayers) {
      app.use((await import('helmet')).default());
      app.use((await import('compression')).default());
    }
    app.setGlobalPrefix('api');
    await app.listen(Number(port), '127.0.0.1');
  }
  process.send?.('listening');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
