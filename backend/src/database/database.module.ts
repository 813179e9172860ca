import { Global, Module } from '@nestjs/common';
import { PgNotificationsService } from './pg-notifications.service';
import { PrismaService } from './prisma.service';

@Global()
@Module({ providers: [PrismaService, PgNotificationsService], exports: [PrismaService, PgNotificationsService] })
export class DatabaseModule {}
