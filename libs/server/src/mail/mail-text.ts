import { type MailContent, type MailLink } from '@surimarkt/contracts';
import { type MailBrand } from './mail-brand';

const block = (lines: string[] | undefined) => (lines?.length ? lines.join('\n') : '');

/** A fact whose value has several lines (a visitor's message) starts that value on a line of its own. */
const factLine = ({ label, value }: { label: string; value: string }) => `${label}:${value.includes('\n') ? '\n' : ' '}${value}`;
const linkLine = ({ label, url }: MailLink) => `${label}: ${url}`;

/**
 * The body as plain text, without heading, greeting and footer: paragraphs, facts, then each action as 'label: url'
 * (the links the HTML shows as a button and links), then the small print. Blocks are separated by an empty line.
 */
export function mailBodyText(content: MailContent): string {
  const actions = [...(content.button ? [content.button] : []), ...(content.links ?? [])];
  return [...content.paragraphs, block(content.facts?.map(factLine)), block(actions.map(linkLine)), block(content.smallPrint)]
    .filter(Boolean)
    .join('\n\n');
}

/** The plain-text part: the same texts and addresses as the HTML part, in the same order. */
export function mailText(content: MailContent, brand: MailBrand): string {
  // '-- ' is the signature separator that mail clients recognise (RFC 3676).
  const footer = ['-- ', `${brand.siteName} · ${brand.publicUrl}`, ...(content.reason ? [content.reason] : [])].join('\n');
  return `${[content.heading, content.greeting, mailBodyText(content), footer].filter(Boolean).join('\n\n')}\n`;
}
