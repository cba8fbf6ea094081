import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ADS_MESSAGES } from './ads.errors';
import { ListAdsQueryDto, stripCacheBuster } from './ads.dto';

// The gateway and the ads-service validate with this very class: these are the rules both apply.
function parse(query: Record<string, unknown>) {
  const dto = plainToInstance(ListAdsQueryDto, query);
  const errors = Object.fromEntries(validateSync(dto).map((e) => [e.property, Object.values(e.constraints ?? {})]));
  return { dto, errors };
}

describe('ListAdsQueryDto', () => {
  it('caps limit at 100 instead of refusing it', () => {
    const { dto, errors } = parse({ limit: '500' });
    expect(errors).toEqual({});
    expect(dto.limit).toBe(100);
  });

  it('refuses a limit, offset or price that is not a whole number, with the Dutch message', () => {
    const { errors } = parse({ limit: 'abc', offset: '-1', minPrice: '12.5', maxPrice: 'veel' });
    expect(errors.limit).toContain(ADS_MESSAGES.limitInvalid);
    expect(errors.offset).toContain(ADS_MESSAGES.offsetInvalid);
    expect(errors.minPrice).toContain(ADS_MESSAGES.minPriceInvalid);
    expect(errors.maxPrice).toContain(ADS_MESSAGES.maxPriceInvalid);
  });

  it('refuses an unknown sort and accepts the four of the spec', () => {
    expect(parse({ sortBy: 'cheapest' }).errors.sortBy).toContain(ADS_MESSAGES.sortInvalid);
    for (const sortBy of ['newest', 'price_asc', 'price_desc', 'popular']) expect(parse({ sortBy }).errors).toEqual({});
  });

  it('reads ids as a comma list of positive integers and refuses anything else', () => {
    expect(parse({ ids: '3,1,2' }).dto.ids).toEqual([3, 1, 2]);
    expect(parse({ ids: '1,x' }).errors.ids).toContain(ADS_MESSAGES.idsInvalid);
    expect(parse({ ids: '0' }).errors.ids).toContain(ADS_MESSAGES.idsInvalid);
    expect(parse({ ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }).errors.ids).toContain(ADS_MESSAGES.idsInvalid);
  });

  it('matches a location case-insensitively and refuses one Suriname does not have', () => {
    expect(parse({ location: 'paramaribo' }).dto.location).toBe('Paramaribo');
    expect(parse({ location: "Robert'); DROP TABLE ads;--" }).errors.location).toContain(ADS_MESSAGES.locationInvalid);
  });

  it('reads featured as a boolean', () => {
    expect(parse({ featured: 'true' }).dto.featured).toBe(true);
    expect(parse({ featured: 'false' }).dto.featured).toBe(false);
    expect(parse({ featured: 'misschien' }).errors.featured).toContain(ADS_MESSAGES.featuredInvalid);
  });

  it('strips the cache-buster from a search and refuses a term over 200 characters', () => {
    expect(parse({ search: 'fiets&_=1732000000' }).dto.search).toBe('fiets');
    expect(parse({ search: 'x'.repeat(201) }).errors.search).toContain(ADS_MESSAGES.searchTooLong);
    expect(parse({ search: '&_=123' }).dto.search).toBeUndefined();
  });
});

describe('stripCacheBuster', () => {
  it('keeps everything before the first &_= and trims it', () => {
    expect(stripCacheBuster(' huis te koop &_=99&_=1')).toBe('huis te koop');
    expect(stripCacheBuster('café')).toBe('café');
  });
});
