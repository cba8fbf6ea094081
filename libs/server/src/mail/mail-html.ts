import { type MailContent, type MailFact, type MailLink } from '@surimarkt/contracts';
import { MAIL_COLOURS as C, MAIL_FONT, type MailBrand } from './mail-brand';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every text of a mail is plain text, from users too (ad titles, names, messages): escaped before it enters the HTML. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Only web addresses become links: a javascript: or data: address would be a trap in the reader's mail client. */
function webAddress(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`a mail links to web addresses only, not ${protocol}`);
  return escapeHtml(url);
}

// A long address or word must wrap on a phone instead of widening the mail.
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';
const anchor = (url: string, label: string, style = '') =>
  `<a href="${webAddress(url)}" style="color:${C.green};${style}">${escapeHtml(label)}</a>`;

// The address ends before punctuation that closes the sentence around it.
const ADDRESS = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;

/** Plain text as HTML: escaped, addresses as links, line breaks kept. */
function textHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const url = match[0].replace(TRAILING, '');
    // What a user wrote may only look like an address ('http://' alone): it stays text, and the mail is still sent.
    if (!URL.canParse(url)) continue;
    html += escapeHtml(text.slice(last, match.index)) + anchor(url, url);
    last = match.index + url.length;
  }
  return (html + escapeHtml(text.slice(last))).replace(/\r?\n/g, '<br />');
}

const heading = (text: string) =>
  `<h1 style="margin:0;font-size:22px;line-height:28px;font-weight:700;color:${C.text};${WRAP}">${escapeHtml(text)}</h1>`;

const paragraph = (text: string) => `<mj-text><p style="margin:0;${WRAP}">${textHtml(text)}</p></mj-text>`;

function factsTable(facts: MailFact[]): string {
  const rows = facts.map(
    ({ label, value }, i) =>
      `<tr><td style="padding:10px 14px;${i ? `border-top:1px solid ${C.border};` : ''}${WRAP}">` +
      `<div style="font-size:13px;line-height:18px;color:${C.muted}">${escapeHtml(label)}</div>` +
      `<div style="font-size:15px;line-height:22px;color:${C.text}">${textHtml(value)}</div></td></tr>`,
  );
  return (
    `<mj-text><table role="presentation" width="100%" cellpadding="0" cellspacing="0" ` +
    `style="width:100%;table-layout:fixed;border-collapse:separate;background:${C.greenLight};border-radius:8px">` +
    `${rows.join('')}</table></mj-text>`
  );
}

const button = ({ label, url }: MailLink) =>
  `<mj-button href="${webAddress(url)}" background-color="${C.green}" color="#ffffff" font-size="16px" font-weight="600" ` +
  `border-radius="8px" inner-padding="12px 24px" align="left" padding="4px 0 20px">${escapeHtml(label)}</mj-button>`;

const links = (list: MailLink[]) =>
  `<mj-text>${list.map(({ label, url }) => `<p style="margin:0 0 8px">${anchor(url, label, 'font-weight:600')}</p>`).join('')}</mj-text>`;

const smallPrint = (lines: string[]) =>
  `<mj-text font-size="13px" line-height="20px" color="${C.muted}">` +
  `${lines.map((line) => `<p style="margin:0 0 6px;${WRAP}">${textHtml(line)}</p>`).join('')}</mj-text>`;

/** The site's mark as in the web app's header: the first letter on green over a yellow bar, then the name. */
const logo = (brand: MailBrand) =>
  `<table role="presentation" cellpadding="0" cellspacing="0"><tr>` +
  `<td aria-hidden="true" style="width:36px;height:32px;background:${C.green};border-bottom:4px solid ${C.yellow};border-radius:10px;` +
  `color:#ffffff;font-size:20px;font-weight:800;line-height:32px;text-align:center">${escapeHtml(brand.siteName.charAt(0))}</td>` +
  `<td style="padding-left:10px;font-size:20px;font-weight:800">` +
  `<a href="${webAddress(brand.publicUrl)}" style="color:${C.green};text-decoration:none">${escapeHtml(brand.siteName)}</a></td>` +
  `</tr></table>`;

/** Shown by mail clients next to the subject in the inbox. */
const preview = (content: MailContent) => {
  const first = content.paragraphs[0] ?? content.heading;
  return first.length > 140 ? `${first.slice(0, 139)}…` : first;
};

/** The MJML source of a mail: header with the site's mark, a white card with the content, a footer with the reason. */
export function mailMjml(content: MailContent, brand: MailBrand): string {
  const footer = [
    ...(content.reason ? [`<p style="margin:0 0 8px;${WRAP}">${textHtml(content.reason)}</p>`] : []),
    `<p style="margin:0">${escapeHtml(brand.siteName)} · ${anchor(brand.publicUrl, brand.publicUrl)}</p>`,
  ].join('');
  return `<mjml lang="nl" dir="ltr">
  <mj-head>
    <mj-title>${escapeHtml(content.heading)}</mj-title>
    <mj-preview>${escapeHtml(preview(content))}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${MAIL_FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${C.text}" padding="0 0 16px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${C.background}" width="600px">
    <mj-section padding="20px 16px 14px"><mj-column><mj-text padding="0">${logo(brand)}</mj-text></mj-column></mj-section>
    <mj-wrapper padding="0 12px">
      <mj-section background-color="#ffffff" border="1px solid ${C.border}" border-radius="12px" padding="24px 20px 8px">
        <mj-column>
          <mj-text padding="0 0 16px">${heading(content.heading)}</mj-text>
          ${content.greeting ? paragraph(content.greeting) : ''}
          ${content.paragraphs.map(paragraph).join('\n')}
          ${content.facts?.length ? factsTable(content.facts) : ''}
          ${content.button ? button(content.button) : ''}
          ${content.links?.length ? links(content.links) : ''}
          ${content.smallPrint?.length ? smallPrint(content.smallPrint) : ''}
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="16px 24px 32px">
      <mj-column><mj-text align="center" font-size="13px" line-height="20px" color="${C.muted}" padding="0">${footer}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** Compiles the MJML into HTML that mail clients lay out on a phone and a desktop alike. */
export async function mailHtml(content: MailContent, brand: MailBrand): Promise<string> {
  // Loaded on the first mail: MJML takes most of a second to load, which every service and test would pay at start.
  const { default: mjml2html } = await import('mjml');
  const { html } = await mjml2html(mailMjml(content, brand), { validationLevel: 'strict', keepComments: false, fonts: {} });
  return html;
}
