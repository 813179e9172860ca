import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AccountEmailService } from './account-email.service';
import { AccountRecords } from './account-record';
import { AuthController } from './auth.controller';
import { AccessGuard } from './access';
import { AuthService } from './auth.service';
import { FirebaseService } from './firebase.service';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A key object, not the text: given text, jsonwebtoken first tries to read it as a PEM key, and every sign-in
        // and every signed-in request paid for that failed attempt and its error.
        secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
        signOptions: { algorithm: 'HS256', expiresIn: config.JWT_TTL_SECONDS },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AccessGuard, AuthService, FirebaseService, AccountRecords, AccountEmailService],
  exports: [AccessGuard, JwtModule, FirebaseService, AccountRecords, AccountEmailService],
})
export class AuthModule {}
