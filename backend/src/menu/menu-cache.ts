import { Inject, Injectable, Logger } from '@nestjs/common';
import { Contract } from '../common/contract/contract';
import { ReadyAnswer } from '../common/http/ready-answer';
import type { ShopLanguage } from '../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { listMenu } from './list-menu';

interface CachedMenu {
  answer?: ReadyAnswer;
  expiresAt: number;
  loading?: Promise<ReadyAnswer>;
}

/**
 * The whole menu as a ready answer per language, each read at most once per MENU_CACHE_TTL_MS: the menu is what
 * every visitor asks for first and changes only when an administrator edits it. A write on this instance drops
 * them all at once; other instances see the write within the TTL, and a proxy or CDN may keep it as long (s-maxage).
 */
@Injectable()
export class MenuCache {
  private readonly logger = new Logger('MenuCache');
  private readonly cacheControl: string;
  private readonly entries = new Map<ShopLanguage, CachedMenu>();
  private generation = 0;

  constructor(
    private readonly prisma: PrismaService,
    private readonly contract: Contract,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Browsers ask again every time (max-age=0); shared caches may answer for as long as an instance would.
    const shared = Math.max(1, Math.ceil(config.MENU_CACHE_TTL_MS / 1000));
    this.cacheControl = `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${shared * 5}`;
  }

  /** The menu's answer in a language, read again once it has expired; concurrent callers share one read. */
  current(language: ShopLanguage): Promise<ReadyAnswer> {
    if (this.config.MENU_CACHE_TTL_MS === 0) return this.read(language);
    const entry = this.entries.get(language) ?? { expiresAt: 0 };
    this.entries.set(language, entry);
    if (entry.answer && entry.expiresAt > Date.now()) return Promise.resolve(entry.answer);
    if (!entry.loading) {
      const generation = this.generation;
      const loading = this.read(language).then((answer) => {
        // A write during the read may not be in it: such a read serves the requests that waited for it, no others.
        if (generation === this.generation) {
          entry.answer = answer;
          entry.expiresAt = Date.now() + this.config.MENU_CACHE_TTL_MS;
        }
        return answer;
      });
      entry.loading = loading;
      void loading
        .finally(() => {
          if (entry.loading === loading) entry.loading = undefined;
        })
        .catch(() => undefined);
    }
    return entry.loading;
  }

  /** After a write: the next request in any language reads the menu again. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private async read(language: ShopLanguage): Promise<ReadyAnswer> {
    // Whether a dish can be ordered depends on the clock (hours, "sold out until tomorrow"): a menu kept for the
    // short TTL may say so up to that long late, which the server's own checks at cart and checkout never are.
    const { SHOP_TIME_ZONE, SHOP_CURRENCY } = this.config;
    const items = await listMenu(this.prisma, new Date(), SHOP_TIME_ZONE, SHOP_CURRENCY, language);
    // The answer is sent as ready bytes, past the contract interceptor: it is held to the contract here, once per read.
    const problems = this.contract.find('GET', '/menu')?.checkResponse(200, items) ?? [];
    if (problems.length > 0) {
      this.logger.error({ operation: 'listMenuItems', problems }, 'the menu breaks the contract');
      if (this.config.NODE_ENV !== 'production') throw new Error('The menu breaks the contract.');
    }
    return ReadyAnswer.json(items, this.cacheControl);
  }
}
