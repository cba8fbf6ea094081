import { type MailContent } from '@surimarkt/contracts';
import { type MailBrand } from './mail-brand';
import { mailHtml } from './mail-html';
import { mailText } from './mail-text';
import { mailSafeText } from './user-text';

export interface RenderedMail {
  html: string;
  text: string;
}

/** Every mail's two parts from its content: the site's HTML layout and the plain text, with the same texts and links. */
export async function renderMail(content: MailContent, brand: MailBrand): Promise<RenderedMail> {
  const site = { ...brand, publicUrl: brand.publicUrl.replace(/\/+$/, '') };
  const safe = withInertAddresses(content, site.publicUrl);
  return { html: await mailHtml(safe, site), text: mailText(safe, site) };
}

/**
 * Every text of the mail with only our own site's addresses left whole: names, titles and messages are written by
 * users, and an address in them must be no link in a mail that comes from us. Buttons and links are ours.
 */
function withInertAddresses(content: MailContent, publicUrl: string): MailContent {
  const safe = (text: string) => mailSafeText(text, publicUrl);
  return {
    ...content,
    heading: safe(content.heading),
    greeting: content.greeting && safe(content.greeting),
    paragraphs: content.paragraphs.map(safe),
    facts: content.facts?.map(({ label, value }) => ({ label: safe(label), value: safe(value) })),
    button: content.button && { ...content.button, label: safe(content.button.label) },
    links: content.links?.map((link) => ({ ...link, label: safe(link.label) })),
    smallPrint: content.smallPrint?.map(safe),
    reason: content.reason && safe(content.reason),
  };
}

/**
 * Loads and runs the layout once. Loading MJML blocks the process for most of a second: done while the service
 * starts, it never holds up a request that arrives with the first mail.
 */
export async function warmUpMailLayout(): Promise<void> {
  await renderMail({ heading: 'Welkom', paragraphs: ['Hallo.'] }, { siteName: 'SuriMarkt', publicUrl: 'http://localhost' });
}
