import { ListAdsQueryDto } from '@surimarkt/contracts';
import { gatewayValidationPipe } from './validation.pipe';

// The query check against the contract DTO, with the checked query strings kept.
describe('gateway validation pipe', () => {
  const pipe = gatewayValidationPipe();
  const asQuery = { type: 'query', metatype: ListAdsQueryDto, data: undefined } as const;

  it('answers a query string it has checked before from memory, frozen so no handler can change it for the next', async () => {
    const first = await pipe.transform({ limit: '20', sortBy: 'newest' }, asQuery);
    expect(first).toBeInstanceOf(ListAdsQueryDto);
    expect(first).toEqual({ limit: 20, sortBy: 'newest' });
    const again = await pipe.transform({ limit: '20', sortBy: 'newest' }, { ...asQuery });
    expect(again).toBe(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(() => {
      (again as { limit: number }).limit = 1;
    }).toThrow(TypeError);
  });

  it('refuses a wrong query every time, with the message the service would give', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({ limit: '0' }, asQuery)).rejects.toMatchObject({ status: 400 });
      await expect(pipe.transform({ search: ['a', 'b'] }, asQuery)).rejects.toMatchObject({ status: 400 });
    }
  });
});
