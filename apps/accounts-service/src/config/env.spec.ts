import { loadEnv } from '@surimarkt/server';
import { envSchema } from './env';

describe('accounts-service env', () => {
  it('seeds demo data by default outside production and not in production', () => {
    expect(loadEnv(envSchema, { NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadEnv(envSchema, { NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
  });

  it('lets SEED_DEMO override the default either way', () => {
    expect(loadEnv(envSchema, { NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadEnv(envSchema, { NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('writes mail to var/mail for support@surimarkt.sr unless told otherwise', () => {
    expect(loadEnv(envSchema, {})).toMatchObject({
      MAIL_DIR: 'var/mail',
      OPERATOR_EMAIL: 'support@surimarkt.sr',
      MAIL_FROM: 'SuriMarkt <no-reply@surimarkt.sr>',
    });
    expect(loadEnv(envSchema, {}).SMTP_URL).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    const bad = { SEED_DEMO: 'misschien', OPERATOR_EMAIL: 'geen-adres', SMTP_URL: 'niet een url' };
    expect(() => loadEnv(envSchema, bad)).toThrow('Invalid environment');
    const message = (() => {
      try {
        loadEnv(envSchema, bad);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of Object.keys(bad)) expect(message).toContain(`${name}:`);
  });
});
