import type { Params } from 'nestjs-pino';
import { pino } from 'pino';
import type { AppConfig } from '../config/config';

/**
 * The request log: a line per answer (method, URL, status, time; never a header, so no token or cookie can reach
 * it), and the shop's own log lines. Lines are written to standard output without blocking the request that logs
 * them: under load, lines written while the last write is under way leave together. What is still buffered is
 * written when the process exits.
 */
export function requestLog(config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_PRETTY'>): Params['pinoHttp'] {
  const options = {
    level: config.LOG_LEVEL,
    autoLogging: { ignore: (req: { url?: string }) => req.url === '/api/health' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
  if (config.LOG_PRETTY) {
    return {
      ...options,
      transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname,req,res' } },
    };
  }
  return [options, pino.destination({ dest: 1, sync: false })];
}
