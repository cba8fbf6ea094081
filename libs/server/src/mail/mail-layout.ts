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
