import { type MailContent } from '@surimarkt/contracts';
import { type MailBrand } from './mail-brand';
import { mailHtml } from './mail-html';
import { mailText } from './mail-text';

export interface RenderedMail {
  html: string;
  text: string;
}

/** Every mail's two parts from its content: the site's HTML layout and the plain text, with the same texts and links. */
export async function renderMail(content: MailContent, brand: MailBrand): Promise<RenderedMail> {
  const site = { ...brand, publicUrl: brand.publicUrl.replace(/\/+$/, '') };
  return { html: await mailHtml(content, site), text: mailText(content, site) };
}

/**
 * Loads and runs the layout once. Loading MJML blocks the process for most of a second: done while the service
 * starts, it never holds up a request that arrives with the first mail.
 */
export async function warmUpMailLayout(): Promise<void> {
  await renderMail({ heading: 'Welkom', paragraphs: ['Hallo.'] }, { siteName: 'SuriMarkt', publicUrl: 'http://localhost' });
}
