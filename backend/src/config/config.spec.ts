import { ConfigError, loadConfig, loadPictureSettings } from './config';

const valid = {
  DATABASE_URL: 'postgresql://shop:shop@127.0.0.1:5432/shop',
  JWT_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('fills the defaults of an embedded start', () => {
    const config = loadConfig(valid);
    expect(config.PORT).toBe(3000);
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.SEED_MENU).toBe(true);
  });

  it('parses lists of origins and administrators', () => {
    const config = loadConfig({
      ...valid,
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ADMIN_EMAILS: 'boss@example.com',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com']);
  });

  it('makes the e-mail settings from the others, and takes an SMTP address only', () => {
    const config = loadConfig({ ...valid, PORT: '4000' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SHOP_NAME).toBe('Foodi');
    expect(config.MAIL_FROM).toBe('"Foodi" <orders@shop.localhost>');
    expect(config.SHOP_URL).toBe('http://localhost:4000');
    const set = loadConfig({
      ...valid,
      SMTP_URL: 'smtps://u:p@mail.example:465',
      SHOP_URL: 'https://shop.example/',
      SHOP_NAME: 'Chez Nous',
    });
    expect(set).toMatchObject({
      SMTP_URL: 'smtps://u:p@mail.example:465',
      SHOP_URL: 'https://shop.example',
      MAIL_FROM: '"Chez Nous" <orders@shop.localhost>',
    });
    // Its password is never printed.
    expect(() => loadConfig({ ...valid, SMTP_URL: 'http://u:secret@mail.example' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address, e\.g\. smtp:\/\/user:password@mail\.example:587$/m,
    );
  });

  it('takes a retry wait of a fraction of a second, but not less than a tenth', () => {
    expect(loadConfig(valid).MAIL_RETRY_SECONDS).toBe(30);
    expect(loadConfig({ ...valid, MAIL_RETRY_SECONDS: '0.1' }).MAIL_RETRY_SECONDS).toBe(0.1);
    expect(() => loadConfig({ ...valid, MAIL_RETRY_SECONDS: '0.01' })).toThrow(/MAIL_RETRY_SECONDS/);
  });

  it('bounds how long a client may take to send a request, headers first', () => {
    expect(loadConfig(valid)).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 20_000,
      HTTP_REQUEST_TIMEOUT_MS: 60_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
    });
    expect(
      loadConfig({ ...valid, HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '1000' })
        .HTTP_REQUEST_TIMEOUT_MS,
    ).toBe(1000);
    expect(() => loadConfig({ ...valid, HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ ...valid, HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  it('names every wrong value and what it got', () => {
    let thrown: unknown;
    try {
      loadConfig({ ...valid, PORT: 'eighty', JWT_SECRET: 'short', ADMIN_EMAILS: 'not-an-email' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    expect(message).toContain('PORT must be a port number (got "eighty")');
    expect(message).toContain('JWT_SECRET must be at least 32 characters long');
    expect(message).toContain('ADMIN_EMAILS must be a comma-separated list of e-mail addresses');
  });

  it('refuses the auth emulator in production, and never prints a secret', () => {
    expect(() =>
      loadConfig({ ...valid, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set in production/);
    expect(loadConfig({ ...valid, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).FIREBASE_AUTH_EMULATOR_HOST).toBe(
      '127.0.0.1:9099',
    );
    expect(() => loadConfig({ ...valid, JWT_SECRET: 'hunter2' })).toThrow(
      /JWT_SECRET must be at least 32 characters long$/m,
    );
  });

  it("counts the shop's days in a named time zone, the server's by default", () => {
    expect(loadConfig(valid).SHOP_TIME_ZONE).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(loadConfig({ ...valid, SHOP_TIME_ZONE: 'Europe/Paris' }).SHOP_TIME_ZONE).toBe('Europe/Paris');
    for (const wrong of ['Mars/Olympus_Mons', '+01:00', 'Europe/Paris; DROP TABLE orders']) {
      expect(() => loadConfig({ ...valid, SHOP_TIME_ZONE: wrong })).toThrow(
        `SHOP_TIME_ZONE must be an IANA time zone name such as Europe/Paris or UTC (got ${JSON.stringify(wrong)})`,
      );
    }
  });

  it('keeps pictures on the disk unless a bucket is named, and takes a bucket only with its region and keys', () => {
    expect(loadConfig(valid).S3_BUCKET).toBeUndefined();
    expect(loadConfig(valid).S3_FORCE_PATH_STYLE).toBe(false);
    const bucket = {
      S3_BUCKET: 'shop-pictures',
      S3_REGION: 'fr-par',
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
      S3_ACCESS_KEY_ID: 'SCWXXXXXXXXXXXXXXXXX',
      S3_SECRET_ACCESS_KEY: 'very-secret-key',
    };
    expect(loadConfig({ ...valid, ...bucket, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      ...bucket,
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => loadConfig({ ...valid, S3_BUCKET: 'shop-pictures' })).toThrow(
      /S3_REGION is required with S3_BUCKET: .*\n {2}S3_ACCESS_KEY_ID is required with S3_BUCKET: .*\n {2}S3_SECRET_ACCESS_KEY is required with S3_BUCKET/,
    );
    expect(() => loadConfig({ ...valid, ...bucket, S3_BUCKET: 'Shop_Pictures' })).toThrow(
      /S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens \(got "Shop_Pictures"\)/,
    );
    expect(() => loadConfig({ ...valid, ...bucket, S3_ENDPOINT: 'ftp://s3.example' })).toThrow(/S3_ENDPOINT must be/);
  });

  it('refuses settings of a bucket without the bucket, and never prints its secret', () => {
    for (const name of [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ]) {
      const value = name === 'S3_ENDPOINT' ? 'https://s3.example' : name === 'S3_FORCE_PATH_STYLE' ? 'true' : 'x';
      expect(() => loadConfig({ ...valid, [name]: value })).toThrow(
        `${name} is set but S3_BUCKET is not: set S3_BUCKET to keep the pictures in that store, or remove it`,
      );
    }
    expect(() => loadConfig({ ...valid, S3_SECRET_ACCESS_KEY: 'hunter2-secret' })).not.toThrow(/hunter2/);
  });

  it('reads the picture settings alone, without the database the shop needs', () => {
    const settings = loadPictureSettings({ UPLOADS_DIR: '/srv/uploads' });
    expect(settings.UPLOADS_DIR).toBe('/srv/uploads');
    expect(settings.S3_BUCKET).toBeUndefined();
    expect(() => loadPictureSettings({ S3_BUCKET: 'shop-pictures', S3_REGION: 'auto' })).toThrow(
      /S3_ACCESS_KEY_ID is required with S3_BUCKET/,
    );
  });

  it('requires a database address', () => {
    expect(() => loadConfig({ JWT_SECRET: valid.JWT_SECRET })).toThrow(/DATABASE_URL is required/);
  });

  it('takes a direct database address beside a pooler’s, the same one by default', () => {
    expect(loadConfig(valid).DATABASE_DIRECT_URL).toBe(valid.DATABASE_URL);
    const pooled = { ...valid, DATABASE_URL: 'postgresql://shop:shop@pooler:6432/shop' };
    expect(loadConfig({ ...pooled, DATABASE_DIRECT_URL: valid.DATABASE_URL })).toMatchObject({
      DATABASE_URL: pooled.DATABASE_URL,
      DATABASE_DIRECT_URL: valid.DATABASE_URL,
    });
    expect(() => loadConfig({ ...pooled, DATABASE_DIRECT_URL: 'pooler:6432' })).toThrow(
      'DATABASE_DIRECT_URL must be a postgresql:// address: the database itself, not its pooler (got "pooler:6432")',
    );
  });
});
