import { loadEnv } from '@surimarkt/server';
import webpush from 'web-push';
import { envSchema } from './env';

// Production requires the VAPID keys of Web Push (issue 42).
const keys = webpush.generateVAPIDKeys();
const production = {
  NODE_ENV: 'production',
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: 'mailto:support@surimarkt.sr',
};

describe('accounts-service env', () => {
  it('seeds demo data by default outside production and not in production', () => {
    expect(loadEnv(envSchema, { NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadEnv(envSchema, production).SEED_DEMO).toBe(false);
  });

  it('lets SEED_DEMO override the default either way', () => {
    expect(loadEnv(envSchema, { NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadEnv(envSchema, { ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
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

  it('makes a VAPID key pair per start outside production, and requires one in production', () => {
    const env = loadEnv(envSchema, { NODE_ENV: 'development' });
    expect(env.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(env.VAPID_PRIVATE_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loadEnv(envSchema, { NODE_ENV: 'development' }).VAPID_PUBLIC_KEY).toBe(env.VAPID_PUBLIC_KEY);
    expect(() => loadEnv(envSchema, { NODE_ENV: 'production' })).toThrow(/VAPID_PUBLIC_KEY: required in production/);
    expect(() => loadEnv(envSchema, { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY })).toThrow(/go together/);
    expect(() => loadEnv(envSchema, { PUSH_ENDPOINT_HOSTS: 'http://push.example.sr' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
  });
});
