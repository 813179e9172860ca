import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { Stopping } from '../common/http/stopping';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';

@Controller('health')
export class HealthController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly stopping: Stopping,
  ) {}

  /** Also the readiness probe: an instance that is stopping says so first, so that no new request is sent to it. */
  @Get()
  async getHealth(): Promise<components['schemas']['Health']> {
    if (this.stopping.active) throw new ServiceUnavailableException('This instance is stopping; another one answers.');
    try {
      await this.prisma.$queryRaw`SELECT 1`;
    } catch {
      throw new ServiceUnavailableException('The database does not answer.');
    }
    return { status: 'ok', database: 'ok' };
  }
}
