import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { components } from '../generated/contract';

@Controller('client-config')
export class ClientConfigController {
  private readonly clientConfig: components['schemas']['ClientConfig'];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.clientConfig = {
      stripe: { publishableKey: config.STRIPE_PUBLISHABLE_KEY, jsUrl: config.STRIPE_JS_URL },
      firebase: {
        apiKey: config.FIREBASE_API_KEY,
        authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: config.FIREBASE_PROJECT_ID,
        ...(config.FIREBASE_AUTH_EMULATOR_HOST
          ? { authEmulatorUrl: `http://${config.FIREBASE_AUTH_EMULATOR_HOST}` }
          : {}),
      },
    };
  }

  @Get()
  @Header('Cache-Control', 'no-cache')
  getClientConfig(): components['schemas']['ClientConfig'] {
    return this.clientConfig;
  }
}
