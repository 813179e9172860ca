import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Contract } from '../common/contract/contract';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { listMenu } from './list-menu';

export interface CachedMenu {
  /** The JSON of the whole menu, as GET /api/menu answers it. */
  body: Buffer;
  /** The same JSON gzipped once, for the browsers that accept it, instead of once per request. */
  gzipped: Buffer;
  /** A strong ETag: the same menu has the same tag on every instance and after every reload. */
  etag: string;
  /** The gzipped bytes' own strong ETag (another representation, another tag). */
  gzippedEtag: string;
  expiresAt: number;
}

/**
 * The whole menu, read at most once per MENU_CACHE_TTL_MS, as ready-to-send bytes: the menu is what every visitor
 * asks for first and changes only when an administrator edits it. A write on this instance drops it at once; other
 * instances see the write within the TTL.
 */
@Injectable()
export class MenuCache {
  private readonly logger = new Logger('MenuCache');
  private entry?: CachedMenu;
  private loading?: Promise<CachedMenu>;
  private generation = 0;

  constructor(
    private readonly prisma: PrismaService,
    private readonly contract: Contract,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return this.config.MENU_CACHE_TTL_MS > 0;
  }

  /** The cached menu if it has not expired, without waiting. */
  fresh(now = Date.now()): CachedMenu | undefined {
    return this.entry && this.entry.expiresAt > now ? this.entry : undefined;
  }

  /** The cached menu, reading it again if it has expired; concurrent callers share one read. */
  current(): Promise<CachedMenu> {
    const fresh = this.fresh();
    if (fresh) return Promise.resolve(fresh);
    if (!this.loading) {
      const loading = this.load().finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  /** After a write: the next request reads the menu again. */
  invalidate(): void {
    this.generation += 1;
    this.entry = undefined;
    this.loading = undefined;
  }

  private async load(): Promise<CachedMenu> {
    const generation = this.generation;
    const items = await listMenu(this.prisma);
    // The cached answer skips the contract interceptor, so it is held to the contract here, once per read.
    const problems = this.contract.find('GET', '/menu')?.checkResponse(200, items) ?? [];
    if (problems.length > 0) {
      this.logger.error({ operation: 'listMenuItems', problems }, 'the menu breaks the contract');
      if (this.config.NODE_ENV !== 'production') throw new Error('The menu breaks the contract.');
    }
    const body = Buffer.from(JSON.stringify(items));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
    const entry = {
      body,
      gzipped: gzipSync(body),
      etag: `"${hash}"`,
      gzippedEtag: `"${hash}-gzip"`,
      expiresAt: Date.now() + this.config.MENU_CACHE_TTL_MS,
    };
    // A write during the read may not be in it: such a read serves the requests that waited for it, no others.
    if (generation === this.generation) this.entry = entry;
    return entry;
  }
}
