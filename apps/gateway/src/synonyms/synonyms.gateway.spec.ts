import { type INestMicroservice } from '@nestjs/common';
import { type AdList, type HttpErrorBody, SYNONYM_MESSAGES, type Synonym, type SynonymList } from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { addToVocabulary } from '../../../ads-service/src/search/search-vocabulary';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Search that speaks Sranan: the shipped synonyms (oto and wagi are auto, oso is huis), plurals and typos beside them,
// and the operator's list in the back-office. Real ads and moderation services, real PostgreSQL full-text search.
describe('gateway: search synonyms', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let moderation: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let token: string;
  const ids: Record<string, number> = {};

  const call = (p: string, init: { method?: string; json?: unknown; admin?: boolean } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(init.admin ? { 'admin-token': token } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const found = async (search: string) =>
    ((await (await call(`/ads?search=${encodeURIComponent(search)}&limit=50`)).json()) as AdList).ads.map((ad) => ad.id).sort();
  const add = async (title: string) => {
    const db = ads.app.get(DataSource);
    const id = await insertAd(db, { title, description: 'Netjes, ophalen in Paramaribo.' });
    await addToVocabulary(db.manager, [title]);
    return id;
  };

  beforeAll(async () => {
    moderation = await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' });
    ads = await startAdsService({ seedDemo: false });
    gateway = await startTestGateway();
    token = ((await (await call('/admin/login', { json: { password: 'admin' } })).json()) as { token: string }).token;
    ids.auto = await add('Toyota auto uit 2015');
    ids.autos = await add("Twee auto's voor onderdelen");
    ids.huis = await add('Huis te koop in Wanica');
    ids.fiets = await add('Gazelle fiets');
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([moderation?.close(), ads?.stop()]);
  });

  it('finds auto for oto and wagi, huis for oso, with plurals and typos still working', async () => {
    const cars = [ids.auto, ids.autos].sort();
    expect(await found('auto')).toEqual(cars);
    expect(await found('oto')).toEqual(cars);
    expect(await found('wagi')).toEqual(cars);
    expect(await found('oso')).toEqual([ids.huis]);
    expect(await found('oso wanica')).toEqual([ids.huis]);
    // Typo correction beside synonyms: 'atuo' is still auto; 'fiest' is still fiets.
    expect(await found('atuo')).toEqual(cars);
    expect(await found('fiest')).toEqual([ids.fiets]);
  });

  it("keeps the operator's list: only with the admin token, one word each, no doubles either way round", async () => {
    expect((await call('/admin/synonyms')).status).toBe(401);
    const list = (await (await call('/admin/synonyms', { admin: true })).json()) as SynonymList;
    expect(list.synonyms.map((s) => `${s.term}=${s.synonym}`)).toEqual(expect.arrayContaining(['oto=auto', 'wagi=auto', 'oso=huis']));

    expect(await found('baiki')).toEqual([]);
    const twoWords = await call('/admin/synonyms', { admin: true, json: { term: 'twee woorden', synonym: 'fiets' } });
    expect([twoWords.status, ((await twoWords.json()) as HttpErrorBody).errors]).toEqual([400, { term: SYNONYM_MESSAGES.oneWord }]);
    const same = await call('/admin/synonyms', { admin: true, json: { term: 'Fiets', synonym: 'fiets' } });
    expect(same.status).toBe(400);

    const created = await call('/admin/synonyms', { admin: true, json: { term: ' Baiki ', synonym: 'fiets' } });
    expect(created.status).toBe(201);
    const { synonym } = (await created.json()) as { synonym: Synonym };
    expect(synonym).toMatchObject({ term: 'baiki', synonym: 'fiets' });
    expect(await found('baiki')).toEqual([ids.fiets]);
    // The same pair the other way round is the same pair.
    const reversed = await call('/admin/synonyms', { admin: true, json: { term: 'fiets', synonym: 'baiki' } });
    expect([reversed.status, ((await reversed.json()) as HttpErrorBody).message]).toEqual([409, SYNONYM_MESSAGES.exists]);

    expect((await call(`/admin/synonyms/${synonym.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(`/admin/synonyms/${synonym.id}`, { method: 'DELETE', admin: true })).status).toBe(200);
    expect(await found('baiki')).toEqual([]);
    expect((await call(`/admin/synonyms/${synonym.id}`, { method: 'DELETE', admin: true })).status).toBe(404);
  });
});
