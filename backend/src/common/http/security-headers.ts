import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config/config';

/** The security headers of every answer: what the SPA may load, and from where (Firebase, Stripe). */
export function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': [
          "'self'",
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          ...(config.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${config.FIREBASE_AUTH_EMULATOR_HOST}`] : []),
          config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL).origin : 'https://api.stripe.com',
        ],
        // Google sign-in opens the project's auth domain in a popup and loads Google's API script.
        'frame-src': [
          "'self'",
          `https://${config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`}`,
          'https://js.stripe.com',
          'https://hooks.stripe.com',
        ],
        'script-src': ["'self'", 'https://apis.google.com', new URL(config.STRIPE_JS_URL).origin],
        // The shop may be served over plain HTTP on a local machine; TLS is the proxy's business.
        'upgrade-insecure-requests': null,
      },
    },
  };
}
