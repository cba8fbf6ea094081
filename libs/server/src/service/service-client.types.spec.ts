import { SALE_SUBJECTS, type SaleBuyerList } from '@surimarkt/contracts';
import { type ServiceClient } from './service-client';

// A typed subject's request and answer hold at the client, also against the type a caller expects (typecheck
// fails if a line marked @ts-expect-error compiles).
describe('ServiceClient.send on a typed subject', () => {
  it('takes the subject’s request and gives its answer', () => {
    const calls = async (client: ServiceClient) => {
      const buyers: SaleBuyerList = await client.send(SALE_SUBJECTS.buyers, { id: 1, userId: 'u' });
      // @ts-expect-error the request lacks the user
      await client.send(SALE_SUBJECTS.buyers, { id: 1 });
      // @ts-expect-error the answer is no list of ads
      const ads: { ads: unknown[] } = await client.send(SALE_SUBJECTS.buyers, { id: 1, userId: 'u' });
      return [buyers, ads];
    };
    expect(typeof calls).toBe('function');
  });
});
