// Configuration: defaults for a laptop, and clear messages for every invalid variable.
import { describe, expect, it } from 'vitest';
import { billingConfigFrom, recaptchaConfigFrom, EnvError, loadEnv, s3ConfigFrom } from './env';

describe('loadEnv', () => {
  it('has defaults that run on a laptop with the embedded database', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toMatch(/\.data$/);
    expect(env.SEED_DEMO_DATA).toBe('auto');
  });

  it('treats empty variables as unset and strips a trailing slash from APP_URL', () => {
    // Every variable of .env.example left empty must start the server with its default.
    const env = loadEnv({
      DATABASE_URL: '',
      SMTP_URL: '',
      SECRET_KEY: '',
      RECAPTCHA_VERIFY_URL: '',
      TRUST_PROXY: '',
      DATA_DIR: '',
      LOG_LEVEL: '',
      APP_URL: 'https://app.praxiform.eu/',
      PORT: '8080',
    });
    expect(env.RECAPTCHA_VERIFY_URL).toMatch(/^https:\/\//);
    expect(env.DATA_DIR).toMatch(/\.data$/);
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.APP_URL).toBe('https://app.praxiform.eu');
    expect(env.PORT).toBe(8080);
  });

  it('names each invalid variable in one clear error', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgresql://');
      expect(message).toContain('SMTP_URL: must start with smtp:// or smtps://');
    }
  });

  it('reads MAIL_OUTBOX as true or false (false by default) and refuses anything else', () => {
    expect(loadEnv({}).MAIL_OUTBOX).toBe(false);
    expect(loadEnv({ MAIL_OUTBOX: '' }).MAIL_OUTBOX).toBe(false);
    expect(loadEnv({ MAIL_OUTBOX: 'false' }).MAIL_OUTBOX).toBe(false);
    expect(loadEnv({ MAIL_OUTBOX: 'true' }).MAIL_OUTBOX).toBe(true);
    expect(() => loadEnv({ MAIL_OUTBOX: 'yes' })).toThrowError(EnvError);
    expect(() => loadEnv({ MAIL_OUTBOX: 'yes' })).toThrowError(/MAIL_OUTBOX: must be true or false/);
  });
});

describe('ACCESS_LOG_RETENTION_MONTHS', () => {
  it('keeps the access log 12 months by default, and reads a whole number of months from 1 to 120', () => {
    expect(loadEnv({}).ACCESS_LOG_RETENTION_MONTHS).toBe(12);
    expect(loadEnv({ ACCESS_LOG_RETENTION_MONTHS: '' }).ACCESS_LOG_RETENTION_MONTHS).toBe(12);
    expect(loadEnv({ ACCESS_LOG_RETENTION_MONTHS: '6' }).ACCESS_LOG_RETENTION_MONTHS).toBe(6);
    expect(loadEnv({ ACCESS_LOG_RETENTION_MONTHS: '1' }).ACCESS_LOG_RETENTION_MONTHS).toBe(1);
    expect(loadEnv({ ACCESS_LOG_RETENTION_MONTHS: '120' }).ACCESS_LOG_RETENTION_MONTHS).toBe(120);
  });

  it('stops the start with a clear message on anything else', () => {
    for (const value of ['0', '121', '6.5', 'twelve', '-3']) {
      expect(() => loadEnv({ ACCESS_LOG_RETENTION_MONTHS: value }), value).toThrowError(EnvError);
      expect(() => loadEnv({ ACCESS_LOG_RETENTION_MONTHS: value }), value).toThrowError(
        'ACCESS_LOG_RETENTION_MONTHS: must be a whole number of months from 1 to 120',
      );
    }
  });
});

describe('Stripe variables', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    STRIPE_PRICE_MONTHLY: 'price_m',
    STRIPE_PRICE_QUARTERLY: 'price_q',
    STRIPE_PRICE_YEARLY: 'price_y',
  };

  it('none set: trials only', () => {
    expect(billingConfigFrom(loadEnv({}))).toBeNull();
  });

  it('all five set: the billing config, with Stripe API URL when given', () => {
    expect(billingConfigFrom(loadEnv(stripe))).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      prices: { monthly: 'price_m', quarterly: 'price_q', yearly: 'price_y' },
      apiUrl: null,
    });
    expect(billingConfigFrom(loadEnv({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }))?.apiUrl).toBe('http://127.0.0.1:12111');
  });

  it('a partial set stops the server with the missing variables named', () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_YEARLY: _yearly, ...partial } = stripe;
    expect(() => loadEnv(partial)).toThrowError(EnvError);
    expect(() => loadEnv(partial)).toThrowError(/missing: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_YEARLY/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_MONTHLY: '' })).toThrowError(
      /missing: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_QUARTERLY, STRIPE_PRICE_YEARLY/,
    );
  });

  it('refuses a Stripe API URL that is not a URL', () => {
    expect(() => loadEnv({ ...stripe, STRIPE_API_URL: 'localhost:12111' })).toThrowError(/STRIPE_API_URL/);
  });

  it('takes the bot check with both keys, refuses one without the other naming it, and reads the threshold', () => {
    expect(recaptchaConfigFrom(loadEnv({}))).toBeNull();
    const both = loadEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret', RECAPTCHA_MIN_SCORE: '0.7' });
    expect(recaptchaConfigFrom(both)).toMatchObject({ siteKey: 'site', secret: 'secret', minScore: 0.7 });
    expect(recaptchaConfigFrom(loadEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' }))?.minScore).toBe(0.5);
    expect(() => loadEnv({ RECAPTCHA_SECRET: 'secret' })).toThrowError(/bot check is half configured; missing: RECAPTCHA_SITE_KEY/);
    expect(() => loadEnv({ RECAPTCHA_SITE_KEY: 'site' })).toThrowError(/missing: RECAPTCHA_SECRET/);
    expect(() => loadEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret', RECAPTCHA_MIN_SCORE: '2' })).toThrowError(/RECAPTCHA_MIN_SCORE/);
  });

  it('keeps files in DATA_DIR without S3_*, reads a whole bucket configuration, and stops on half of one naming what is missing', () => {
    expect(s3ConfigFrom(loadEnv({}))).toBeNull();
    expect(s3ConfigFrom(loadEnv({ S3_BUCKET: 'praxiform', S3_REGION: 'eu-west-3' }))).toEqual({
      bucket: 'praxiform',
      region: 'eu-west-3',
      endpoint: null,
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
      keyPrefix: '',
      serverSideEncryption: 'AES256',
    });
    const minio = {
      S3_BUCKET: 'praxiform',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_KEY_PREFIX: 'praxiform/',
    };
    expect(s3ConfigFrom(loadEnv(minio))).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      keyPrefix: 'praxiform/',
      accessKeyId: 'key',
    });
    expect(() => loadEnv({ S3_BUCKET: 'praxiform' })).toThrowError(/S3 storage is half configured \(S3_BUCKET set\); missing: S3_REGION/);
    expect(() => loadEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrowError(/missing: S3_BUCKET, S3_REGION/);
    expect(() => loadEnv({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toThrowError(/missing: S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ ...minio, S3_ACCESS_KEY_ID: '' })).toThrowError(/missing: S3_ACCESS_KEY_ID/);
    expect(() => loadEnv({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })).toThrowError(/S3_FORCE_PATH_STYLE: must be true or false/);
    expect(() => loadEnv({ ...minio, S3_KEY_PREFIX: '../x' })).toThrowError(/S3_KEY_PREFIX/);
    expect(() => loadEnv({ ...minio, S3_ENDPOINT: 'minio:9000' })).toThrowError(/S3_ENDPOINT/);
  });
});
