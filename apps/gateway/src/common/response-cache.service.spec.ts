import { type Env } from '../config/env';
import { ResponseCache } from './response-cache.service';

// The cache as readers meet it while writes empty it: a clear never fails a read that was waiting on a load.
describe('ResponseCache', () => {
  const cache = () => new ResponseCache({ CACHE_TTL_MS: 5000, CACHE_MAX_ENTRIES: 100 } as Env);

  it('answers readers waiting on a load that a clear dropped, with a fresh load', async () => {
    const responses = cache();
    let loads = 0;
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      const n = ++loads;
      if (n === 1) await first;
      return { n };
    };
    const waiting = [responses.getOrLoad('ads', { limit: 20 }, load), responses.getOrLoad('ads', { limit: 20 }, load)];
    responses.forget();
    release();
    const answers = await Promise.all(waiting);
    // Both readers are answered, from loads made after the clear (the first load may predate the write).
    expect(answers.every((answer) => answer.n > 1)).toBe(true);
  });

  it('shares one load between concurrent readers and keeps it until a clear', async () => {
    const responses = cache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await Promise.all([responses.getOrLoad('ads', {}, load), responses.getOrLoad('ads', {}, load)]);
    expect(loads).toBe(1);
    responses.clear();
    expect(await responses.getOrLoad('ads', {}, load)).toEqual({ n: 2 });
  });
});
