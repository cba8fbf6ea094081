import { type MailContent } from '@surimarkt/contracts';
import { renderMail } from './mail-layout';
import { mailBodyText } from './mail-text';

const brand = { siteName: 'SuriMarkt', publicUrl: 'https://surimarkt.test/' };

const full: MailContent = {
  heading: 'Nieuw bod op je advertentie',
  greeting: 'Hallo Sandra,',
  paragraphs: ['Ravi heeft SRD 400,00 geboden op je advertentie "Gitaar Yamaha".', 'Kijk ook op https://surimarkt.test/hulp.'],
  facts: [
    { label: 'Bod', value: 'SRD 400,00' },
    { label: 'Bericht', value: 'Is hij nog te koop?\nIk kan zaterdag langskomen.' },
  ],
  button: { label: 'Naar Mijn Advertenties', url: 'https://surimarkt.test/profile/mijn-advertenties' },
  links: [{ label: 'Afwijzen', url: 'https://surimarkt.test/admin?action=reject&id=7&sig=a.b' }],
  smallPrint: ['Een bod waarover niet binnen 7 dagen is beslist, verloopt.'],
  reason: 'Je ontvangt deze e-mail omdat je e-mailmeldingen aan hebt staan.',
};

/** What a reader of the HTML part sees: the text of the body without tags, entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<br \/>/g, '\n')
    .replace(/<\/?a\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!)
    .replace(/[ \t\r]+/g, ' ')
    .replace(/ ?\n ?/g, '\n');
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const textAddresses = (text: string) => [...text.matchAll(/https?:\/\/[^\s"]+?(?=[.,]?(\s|$))/g)].map((m) => m[0]);

describe('renderMail', () => {
  it('writes the plain-text part as heading, greeting, paragraphs, facts, actions, small print and a signed footer', async () => {
    const { text } = await renderMail(full, brand);
    expect(text).toBe(
      [
        'Nieuw bod op je advertentie',
        '',
        'Hallo Sandra,',
        '',
        'Ravi heeft SRD 400,00 geboden op je advertentie "Gitaar Yamaha".',
        '',
        'Kijk ook op https://surimarkt.test/hulp.',
        '',
        'Bod: SRD 400,00',
        'Bericht:',
        'Is hij nog te koop?',
        'Ik kan zaterdag langskomen.',
        '',
        'Naar Mijn Advertenties: https://surimarkt.test/profile/mijn-advertenties',
        'Afwijzen: https://surimarkt.test/admin?action=reject&id=7&sig=a.b',
        '',
        'Een bod waarover niet binnen 7 dagen is beslist, verloopt.',
        '',
        '-- ',
        'SuriMarkt · https://surimarkt.test',
        'Je ontvangt deze e-mail omdat je e-mailmeldingen aan hebt staan.',
        '',
      ].join('\n'),
    );
  });

  it('gives the HTML part the same links as the plain-text part', async () => {
    const { html, text } = await renderMail(full, brand);
    expect(new Set(hrefs(html))).toEqual(new Set(textAddresses(text)));
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        'https://surimarkt.test/hulp',
        'https://surimarkt.test/profile/mijn-advertenties',
        'https://surimarkt.test/admin?action=reject&id=7&sig=a.b',
      ]),
    );
  });

  // The addresses of the button and links are their targets there (the test above), not text.
  it('shows every text of the plain-text part in the HTML part', async () => {
    const { html, text } = await renderMail(full, brand);
    const seen = visibleText(html);
    const pieces = text
      .split('\n')
      .filter((line) => line.trim() && line !== '-- ')
      .flatMap((line) => line.split(/: | · /))
      .filter((piece) => !/^https?:/.test(piece))
      .map((piece) => piece.replace(/:$/, ''));
    expect(pieces).toHaveLength(14);
    for (const piece of pieces) expect(seen).toContain(piece);
  });

  it("carries the site's name, colour and language, and a button to the main action", async () => {
    const { html } = await renderMail(full, brand);
    expect(html).toMatch(/<html lang="nl"/);
    expect(html).toContain('<title>Nieuw bod op je advertentie</title>');
    expect(html).toContain('>SuriMarkt</a>');
    expect(html).toContain('background:#0b7a3e');
    expect(html).toMatch(
      /<a\s+href="https:\/\/surimarkt\.test\/profile\/mijn-advertenties"[^>]*background:#0b7a3e[^>]*>\s*Naar Mijn Advertenties\s*<\/a>/,
    );
    // The site's colour and no font or image to fetch: nothing is loaded from elsewhere.
    expect(html).not.toMatch(/fonts\.googleapis|<img|<link/);
  });

  it('escapes what users wrote, so a title or message can add no markup, disguised link or MJML tag', async () => {
    const evil = '<script>alert(1)</script> & "Koelkast" <a href="https://evil.example">klik</a></mj-text><mj-raw><b>vet</b></mj-raw>';
    const { html, text } = await renderMail(
      {
        heading: `Nieuw bod op ${evil}`,
        greeting: `Hallo ${evil},`,
        paragraphs: [`Je advertentie ${evil} is goedgekeurd.`],
        facts: [{ label: 'Bericht', value: evil }],
        button: { label: evil, url: 'https://surimarkt.test/ad/1' },
        smallPrint: [evil],
        reason: evil,
      },
      brand,
    );
    expect(html).not.toMatch(/<script|<b>|<mj-|>klik<\/a>/);
    // An address someone wrote is no link: it reads the same, broken up by an invisible word joiner.
    expect(hrefs(html).filter((href) => !href.startsWith('https://surimarkt.test'))).toEqual([]);
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Koelkast&quot; &lt;a href=&quot;https:\u2060//evil.\u2060example&quot;&gt;',
    );
    const readable = (t: string) => t.replaceAll('\u2060', '');
    expect(readable(visibleText(html))).toContain(`Je advertentie ${evil} is goedgekeurd.`);
    expect(readable(text)).toContain(`Je advertentie ${evil} is goedgekeurd.`);
    expect(text).not.toMatch(/https?:\/\/evil/);
  });

  it('links no address a user wrote, nor a bare domain, in the HTML or the plain text; our own addresses stay links', async () => {
    const { html, text } = await renderMail(
      {
        heading: 'Nieuwe gebruiker',
        greeting: 'Hallo Uw account wordt verwijderd. Voorkom dit via https://evil.example/login,',
        paragraphs: ['Kijk op bit.ly/abc of www.evil.example, of op https://surimarkt.test/hulp.'],
        facts: [{ label: 'E-mail', value: 'anna@kromo.sr' }],
      },
      brand,
    );
    expect(hrefs(html)).not.toContainEqual(expect.stringContaining('evil'));
    expect(hrefs(html)).toContain('https://surimarkt.test/hulp');
    for (const part of [html, text]) {
      expect(part).not.toMatch(/https?:\/\/evil|bit\.ly|evil\.example/);
      expect(part).toContain('anna@kromo.sr');
    }
  });

  it('keeps as text what only looks like an address in what users wrote, and still renders the mail', async () => {
    const { html } = await renderMail({ heading: 'Bod', paragraphs: ['Zie http:// of https://[::1 voor meer.'] }, brand);
    expect(visibleText(html).replaceAll('\u2060', '')).toContain('Zie http:// of https://[::1 voor meer.');
    expect(hrefs(html)).toEqual(['https://surimarkt.test', 'https://surimarkt.test']);
  });

  it('refuses a button or link to anything but a web address', async () => {
    const trap = { ...full, button: { label: 'Klik', url: 'javascript:alert(1)' } };
    await expect(renderMail(trap, brand)).rejects.toThrow('a mail links to web addresses only, not javascript:');
  });

  it('renders a mail of a heading and one paragraph', async () => {
    const { html, text } = await renderMail({ heading: 'Betaling ontvangen', paragraphs: ['Dank je.'] }, brand);
    expect(text).toBe('Betaling ontvangen\n\nDank je.\n\n-- \nSuriMarkt · https://surimarkt.test\n');
    expect(visibleText(html)).toContain('Dank je.');
  });
});

describe('mailBodyText', () => {
  it('is the body alone, for a consumer that adds its own greeting (the userMail event of before its content)', () => {
    expect(mailBodyText({ heading: 'Kop', greeting: 'Hallo,', paragraphs: ['Een.'], button: { label: 'Ga', url: 'https://x.sr' } })).toBe(
      'Een.\n\nGa: https://x.sr',
    );
  });
});
