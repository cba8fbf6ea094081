import { type BannedWordList, type ContentCheckResult, MODERATION_SUBJECTS } from '@surimarkt/contracts';
import { expectHealthy, startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { AppModule } from '../app.module';

describe('moderation-service over NATS', () => {
  const service = useServiceUnderTest(() => startTestService({ service: 'moderation', module: AppModule }));
  const { client } = service;
  const words = async () => (await client.ask<BannedWordList>(MODERATION_SUBJECTS.listBannedWords, {})).words;

  describe('health', () => {
    it('reports its database and applied migrations', async () => {
      await expectHealthy(client, 'moderation', 2);
    });
  });

  describe('listBannedWords', () => {
    it('starts with the default scam and spam terms, alphabetically', async () => {
      const list = await words();
      expect(list).toEqual(expect.arrayContaining(['western union', 'moneygram', 'namaak', 'viagra']));
      expect(list).toEqual([...list].sort());
    });
  });

  describe('checkContent', () => {
    it('blocks content with banned words in title or description, whatever the case or accents', async () => {
      await expect(
        client.ask<ContentCheckResult>(MODERATION_SUBJECTS.checkContent, {
          title: 'iPhone 15 – NAMAAK',
          description: 'Betalen via Wéstern Union graag',
        }),
      ).resolves.toEqual({ allowed: false, blockedWords: ['namaak', 'western union'] });
    });

    it('allows clean content and a banned word only as part of a longer word', async () => {
      await expect(
        client.ask<ContentCheckResult>(MODERATION_SUBJECTS.checkContent, {
          title: 'Damesfiets in goede staat',
          description: 'Ophalen in Paramaribo, geen namaakonderdelen',
        }),
      ).resolves.toEqual({ allowed: true, blockedWords: [] });
    });

    it('needs a title or a description with text', async () => {
      for (const payload of [{}, { title: '   ' }, { title: '', description: ' \n ' }]) {
        await expect(client.ask(MODERATION_SUBJECTS.checkContent, payload)).rejects.toMatchObject({
          code: 'VALIDATION',
          errors: { title: 'Vul een titel of beschrijving in' },
        });
      }
      await expect(client.ask<ContentCheckResult>(MODERATION_SUBJECTS.checkContent, { description: 'Alleen viagra' })).resolves.toEqual({
        allowed: false,
        blockedWords: ['viagra'],
      });
    });

    it('refuses a title that is not text or is too long', async () => {
      await expect(client.ask(MODERATION_SUBJECTS.checkContent, { title: 42, description: 'Een fiets' })).rejects.toMatchObject({
        code: 'VALIDATION',
        errors: { title: 'Titel moet tekst van maximaal 200 karakters zijn' },
      });
      await expect(client.ask(MODERATION_SUBJECTS.checkContent, { title: 'x'.repeat(201) })).rejects.toMatchObject({
        code: 'VALIDATION',
        errors: { title: 'Titel moet tekst van maximaal 200 karakters zijn' },
      });
    });
  });

  describe('addBannedWords and removeBannedWords', () => {
    it('adds a trimmed word that then blocks content, and removing it allows that content again', async () => {
      const added = await client.ask<BannedWordList>(MODERATION_SUBJECTS.addBannedWords, { words: ['  Loterijwinst  '] });
      expect(added.words).toContain('Loterijwinst');
      await expect(client.ask<ContentCheckResult>(MODERATION_SUBJECTS.checkContent, { title: 'Uw loterijwinst wacht' })).resolves.toEqual({
        allowed: false,
        blockedWords: ['Loterijwinst'],
      });

      const removed = await client.ask<BannedWordList>(MODERATION_SUBJECTS.removeBannedWords, { words: ['loterijwinst'] });
      expect(removed.words).not.toContain('Loterijwinst');
      await expect(client.ask<ContentCheckResult>(MODERATION_SUBJECTS.checkContent, { title: 'Uw loterijwinst wacht' })).resolves.toEqual({
        allowed: true,
        blockedWords: [],
      });
    });

    it('keeps one entry for a word added again in another case or with accents', async () => {
      const before = await words();
      const after = (await client.ask<BannedWordList>(MODERATION_SUBJECTS.addBannedWords, { words: ['VIAGRA', 'viágra'] })).words;
      expect(after).toEqual(before);
    });

    it.each([
      ['an empty word', { words: ['   '] }, 'Woord is verplicht'],
      ['no words', { words: [] }, 'Geef 1 tot 50 woorden op'],
      ['a word that is not a list', { words: 'casino' }, 'Geef 1 tot 50 woorden op'],
      ['a word of punctuation only', { words: ['!!!'] }, 'Een woord moet minstens één letter of cijfer bevatten'],
      ['a word over 100 characters', { words: ['x'.repeat(101)] }, 'Een woord mag maximaal 100 karakters lang zijn'],
    ])('refuses %s and changes nothing', async (_case, payload, message) => {
      const before = await words();
      await expect(client.ask(MODERATION_SUBJECTS.addBannedWords, payload)).rejects.toMatchObject({ code: 'VALIDATION', message });
      expect(await words()).toEqual(before);
    });

    it('refuses a word that grows past 100 characters once normalized, without a server error', async () => {
      const before = await words();
      await expect(client.ask(MODERATION_SUBJECTS.addBannedWords, { words: ['ﬃ'.repeat(40)] })).rejects.toMatchObject({
        code: 'VALIDATION',
        message: 'Een woord mag maximaal 100 karakters lang zijn',
      });
      expect(await words()).toEqual(before);
    });

    it('changes nothing when removing a word that is not listed', async () => {
      const before = await words();
      await expect(client.ask<BannedWordList>(MODERATION_SUBJECTS.removeBannedWords, { words: ['fiets'] })).resolves.toEqual({
        words: before,
      });
    });
  });
});
