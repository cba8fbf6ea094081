import { baseEnvSchema, loadEnv } from './load-env';

describe('loadEnv', () => {
  it('fills the contract defaults when nothing is set', () => {
    const env = loadEnv(baseEnvSchema, {});
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/marketplace');
    expect(env.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(env.PUBLIC_URL).toBe('http://localhost:8080');
    expect(env.SITE_NAME).toBe('SuriMarkt');
  });

  it('names every bad variable at once, not only the first', () => {
    expect(() => loadEnv(baseEnvSchema, { DATABASE_URL: 'not a url', NATS_TIMEOUT_MS: '-5', LOG_LEVEL: 'loud' })).toThrow(
      /DATABASE_URL[\s\S]*NATS_TIMEOUT_MS[\s\S]*LOG_LEVEL|DATABASE_URL[\s\S]*LOG_LEVEL[\s\S]*NATS_TIMEOUT_MS/,
    );
  });
});
