import { type AdList, ADS_SUBJECTS, CATEGORIES_SUBJECTS, CATEGORY_ADMIN_SUBJECTS, type CategoryWithChildren } from '@surimarkt/contracts';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { insertApprovedAd } from '../testing/insert-approved-ad';
import { startAdsService } from '../testing/start-ads-service';

describe('search over NATS', () => {
  const service = useServiceUnderTest(() => startAdsService({ seedDemo: true }));
  const { client } = service;
  const search = (term: string, extra: Record<string, unknown> = {}) =>
    client.ask<AdList>(ADS_SUBJECTS.list, { search: term, limit: 100, ...extra });
  const titles = async (term: string) => (await search(term)).ads.map((a) => a.title);

  it.each([
    ['fietsen', /^Fiets\b/],
    ['fiets', /^Fietsen voor kinderen/],
    ['fiets', /^Kinderfiets/],
    ['kast', /^Boekenkast/],
    ['huizen', /^Huis te/],
    ['kind', /kinderen/i],
    ['cafe', /^Café/],
    ['CAFÉ', /^Café/],
    ['iphnoe', /^iPhone/],
    ['koelkats', /^Koelkast/],
    ['koelkasten', /^Koelkast/],
  ])('"%s" finds %s', async (term, expected) => {
    const found = await titles(term);
    expect(found.some((t) => expected.test(t))).toBe(true);
  });

  it('keeps correcting a typo the same way, until an ad brings the word itself into the vocabulary', async () => {
    const first = await search('iphnoe');
    expect(first.ads.some((a) => /^iPhone/.test(a.title))).toBe(true);
    expect(await search('iphnoe')).toEqual(first);
    const id = await insertApprovedAd(service.app.get(DataSource), 'Hoesje met opdruk iphnoe');
    expect((await search('iphnoe')).ads.map((a) => a.id)).toEqual([id]);
  });

  it('finds words of the description too, and ranks a title match above a description match', async () => {
    const page = await search('iphone');
    const titlesFound = page.ads.map((a) => a.title);
    expect(titlesFound).toContain('USB kabels'); // only its description says iPhone
    const firstDescriptionOnly = titlesFound.indexOf('USB kabels');
    expect(titlesFound.slice(0, firstDescriptionOnly).every((t) => /iphone/i.test(t))).toBe(true);
    expect(titlesFound.slice(firstDescriptionOnly).some((t) => /iphone/i.test(t))).toBe(false);
  });

  it('requires every word (AND) and matches the last word as a prefix while typing', async () => {
    const both = await titles('toyota pick');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((t) => /toyota/i.test(t))).toBe(true);
    expect((await titles('koel')).some((t) => /^Koelkast/.test(t))).toBe(true);
  });

  it('finds nothing for a real word no ad contains, and does not "correct" it into another word', async () => {
    await expect(search('olifant')).resolves.toEqual({ ads: [], total: 0 });
    await expect(search('xqzvw')).resolves.toEqual({ ads: [], total: 0 });
    // 'hui' (a mood) must not find 'huis' ads by stemming.
    expect((await titles('huizen')).some((t) => /^Huis te/.test(t))).toBe(true);
    expect(await titles('kaas')).toEqual([]);
  });

  it('tells the number of matches with every page, a page past the last one too', async () => {
    const all = await search('fiets');
    expect(all.total).toBe(all.ads.length);
    const page = await search('fiets', { limit: 2, offset: 1 });
    expect(page).toEqual({ ads: all.ads.slice(1, 3), total: all.total });
    await expect(search('fiets', { limit: 2, offset: 500 })).resolves.toEqual({ ads: [], total: all.total });
  });

  it('strips the cache-buster and gives the same result as the plain term', async () => {
    const plain = await search('fiets');
    const busted = await search('fiets&_=1732200000000');
    expect(busted).toEqual(plain);
    expect(plain.total).toBeGreaterThan(0);
  });

  it('combines with the filters and sorts, and shows approved ads only', async () => {
    const sport = await client.ask<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: 'sport' });
    const page = await search('fiets', { categoryId: sport.id, sortBy: 'price_asc' });
    expect(page.ads.length).toBeGreaterThan(0);
    expect(page.ads.every((a) => a.categoryId === sport.id && a.status === 'approved')).toBe(true);
    // In EUR at the default rate of 40: the price sort compares both currencies converted.
    const prices = page.ads.filter((a) => a.price !== null).map((a) => (a.currency === 'SRD' ? a.price! / 40 : a.price!));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const nieuw = await titles('nieuw');
    expect(nieuw.some((t) => t.endsWith('(nieuw)'))).toBe(false);
  });

  it('answers an empty list for a term of punctuation only', async () => {
    await expect(search('!!! ...')).resolves.toEqual({ ads: [], total: 0 });
  });

  // Issue 47, item 3: a shopper's 'auto' (or the Sranan 'oto', 'wagi') means the Autos category, whose pick-ups and
  // buses never say 'auto' in their text: the category's name is indexed with each ad's title.
  it.each(['auto', 'oto', 'wagi'])('"%s" finds the vehicles of Autos, ranked above the word in a description', async (term) => {
    const autos = await client.ask<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: 'autos' });
    const { ads } = await search(term);
    expect(ads.map((a) => a.title)).toEqual(expect.arrayContaining(['Toyota Hilux 4x4', 'Toyota Hiace bus']));
    // Each ad of Autos comes before every ad that has the word only in its description (farmland 'bereikbaar per
    // auto'); a car for hire elsewhere ('Huurauto', Toerisme) names it in its own title and ranks with them.
    const inDescriptionOnly = (a: (typeof ads)[number]) => a.categoryId !== autos.id && !/auto/i.test(`${a.title} ${a.subcategory ?? ''}`);
    const firstInDescription = ads.findIndex(inDescriptionOnly);
    const lastInAutos = ads.map((a) => a.categoryId).lastIndexOf(autos.id);
    expect(ads.some(inDescriptionOnly)).toBe(true);
    expect(lastInAutos).toBeLessThan(firstInDescription);
  });

  it("finds a category's ads by its new name once the operator renamed it", async () => {
    const autos = await client.ask<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: 'autos' });
    const boats = autos.subcategories.find((c) => c.slug === 'boten')!;
    expect(await titles('vaartuig')).not.toContain('Korjaal met 40pk motor');
    await client.ask(CATEGORY_ADMIN_SUBJECTS.update, { id: boats.id, name: 'Vaartuigen', slug: boats.slug });
    let found: string[] = [];
    for (let i = 0; i < 50 && !found.includes('Korjaal met 40pk motor'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await titles('vaartuig');
    }
    expect(found).toContain('Korjaal met 40pk motor');
    await client.ask(CATEGORY_ADMIN_SUBJECTS.update, { id: boats.id, name: boats.name, slug: boats.slug });
  });
});
