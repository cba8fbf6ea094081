import { type OutgoingMail } from '@surimarkt/server';

interface MailContext {
  publicUrl: string;
  siteName: string;
}

/** The activation mail; the link lands on /email-verified, which activates the account and logs in. */
export function verificationMail(to: { email: string; firstName: string }, token: string, ctx: MailContext): OutgoingMail {
  const link = `${ctx.publicUrl}/email-verified?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    subject: `Bevestig je e-mailadres voor ${ctx.siteName}`,
    text: [
      `Hallo ${to.firstName},`,
      '',
      `Welkom bij ${ctx.siteName}! Bevestig je e-mailadres om je account te activeren:`,
      '',
      link,
      '',
      'Deze link is 24 uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
    ].join('\n'),
  };
}

/** The reset mail: a single-use link that works for one hour. */
export function resetMail(to: { email: string; firstName: string }, token: string, ctx: MailContext): OutgoingMail {
  const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    subject: `Wachtwoord opnieuw instellen voor ${ctx.siteName}`,
    text: [
      `Hallo ${to.firstName},`,
      '',
      'Je hebt gevraagd om je wachtwoord opnieuw in te stellen. Kies een nieuw wachtwoord via deze link:',
      '',
      link,
      '',
      'De link is één uur geldig en werkt één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ' +
        'ongewijzigd.',
    ].join('\n'),
  };
}

/** The mail of a user the operator added: a link to choose a password, valid for a week (the reset page sets it). */
export function inviteMail(to: { email: string; firstName: string }, token: string, ctx: MailContext): OutgoingMail {
  const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    subject: `Je account bij ${ctx.siteName}`,
    text: [
      `Hallo ${to.firstName},`,
      '',
      `Er is een account voor je aangemaakt bij ${ctx.siteName}. Kies je wachtwoord via deze link:`,
      '',
      link,
      '',
      'De link is 7 dagen geldig en werkt één keer. Daarna log je in met je e-mailadres en dit wachtwoord.',
    ].join('\n'),
  };
}

/** To the old address when the account's address changes: the owner hears of it even if someone else made the change. */
export function emailChangedMail(to: { email: string; firstName: string }, newEmail: string, ctx: MailContext): OutgoingMail {
  return {
    to: to.email,
    subject: `Je e-mailadres bij ${ctx.siteName} is gewijzigd`,
    text: [
      `Hallo ${to.firstName},`,
      '',
      `Het e-mailadres van je account bij ${ctx.siteName} is gewijzigd in ${newEmail}. Vanaf nu gaan onze e-mails daarheen.`,
      '',
      `Heb je dit niet zelf gedaan? Neem dan meteen contact met ons op via ${ctx.publicUrl}/contact.`,
    ].join('\n'),
  };
}
