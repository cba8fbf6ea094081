import { CounterThrottlerStorage } from './counter-throttler.storage';

describe('CounterThrottlerStorage', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('lets the limit through, blocks the next request for the block duration, then counts afresh', async () => {
    const storage = new CounterThrottlerStorage();
    const hit = () => storage.increment('ip:1', 60_000, 2, 30_000, 'default');
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    expect((await hit()).isBlocked).toBe(false);
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
    jest.advanceTimersByTime(10_000);
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 20 });
    jest.advanceTimersByTime(20_000);
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('keeps clients and throttlers apart, and starts a new window when the old one ends', async () => {
    const storage = new CounterThrottlerStorage();
    await storage.increment('ip:1', 1000, 1, 1000, 'default');
    expect((await storage.increment('ip:2', 1000, 1, 1000, 'default')).isBlocked).toBe(false);
    expect((await storage.increment('ip:1', 1000, 1, 1000, 'strict')).isBlocked).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(await storage.increment('ip:1', 1000, 1, 1000, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
