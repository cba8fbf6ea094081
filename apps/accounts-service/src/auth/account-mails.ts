import { mailGreeting, type OutgoingMail } from '@surimarkt/server';

interface MailContext {
  publicUrl: string;
  siteName: string;
}

/** The activation mail; the link lands on /email-verified, which activates the account and logs in. */
export function verificationMail(to: { email: string; firstName: string }, token: string, ctx: MailContext): OutgoingMail {
  return {
    to: to.email,
    subject: `Bevestig je e-mailadres voor ${ctx.siteName}`,
    content: {
      heading: 'Bevestig je e-mailadres',
      greeting: mailGreeting(to.firstName),
      paragraphs: [`Welkom bij ${ctx.siteName}! Bevestig je e-mailadres om je account te activeren.`],
      button: { label: 'E-mailadres bevestigen', url: `${ctx.publicUrl}/email-verified?token=${encodeURIComponent(token)}` },
      smallPrint: ['Deze link is 24 uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.'],
    },
  };
}

/** The reset mail: a single-use link that works for one hour. */
export function resetMail(to: { email: string; firstName: string }, token: string, ctx: MailContext): OutgoingMail {
  return {
    to: to.email,
    subject: `Wachtwoord opnieuw instellen voor ${ctx.siteName}`,
    content: {
      heading: 'Wachtwoord opnieuw instellen',
      greeting: mailGreeting(to.firstName),
      paragraphs: ['Je hebt gevraagd om je wachtwoord opnieuw in te stellen. Kies een nieuw wachtwoord via deze link.'],
      button: { label: 'Nieuw wachtwoord kiezen', url: `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}` },
      smallPrint: [
        'De link is één uur geldig en werkt één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ' +
          'ongewijzigd.',
      ],
    },
  };
}

/** The mail of a user the operator added: a link to choose a password, valid for a week (the reset page sets it). */
export function inviteMail(to: { email: string; firstName: string }, token: string, ctx: MailContext): OutgoingMail {
  return {
    to: to.email,
    subject: `Je account bij ${ctx.siteName}`,
    content: {
      heading: `Je account bij ${ctx.siteName}`,
      greeting: mailGreeting(to.firstName),
      paragraphs: [`Er is een account voor je aangemaakt bij ${ctx.siteName}. Kies je wachtwoord via deze link.`],
      button: { label: 'Wachtwoord kiezen', url: `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}` },
      smallPrint: ['De link is 7 dagen geldig en werkt één keer. Daarna log je in met je e-mailadres en dit wachtwoord.'],
    },
  };
}

/** To the old address when the account's address changes: the owner hears of it even if someone else made the change. */
export function emailChangedMail(to: { email: string; firstName: string }, newEmail: string, ctx: MailContext): OutgoingMail {
  return {
    to: to.email,
    subject: `Je e-mailadres bij ${ctx.siteName} is gewijzigd`,
    content: {
      heading: 'Je e-mailadres is gewijzigd',
      greeting: mailGreeting(to.firstName),
      paragraphs: [
        `Het e-mailadres van je account bij ${ctx.siteName} is gewijzigd in ${newEmail}. Vanaf nu gaan onze e-mails daarheen.`,
        'Heb je dit niet zelf gedaan? Neem dan meteen contact met ons op.',
      ],
      button: { label: 'Contact opnemen', url: `${ctx.publicUrl}/contact` },
    },
  };
}

/** To the owner of an address someone tried to register again: the form said the same as for a new address. */
export function accountExistsMail(to: { email: string; firstName: string }, ctx: MailContext): OutgoingMail {
  return {
    to: to.email,
    subject: `Je hebt al een account bij ${ctx.siteName}`,
    content: {
      heading: 'Je hebt al een account',
      greeting: mailGreeting(to.firstName),
      paragraphs: [
        `Iemand probeerde zich bij ${ctx.siteName} te registreren met dit e-mailadres, maar je hebt al een account.`,
        'Was jij dat? Log dan in met je e-mailadres en wachtwoord. Weet je je wachtwoord niet meer, kies dan bij het ' +
          "inloggen 'Wachtwoord vergeten'.",
      ],
      button: { label: 'Inloggen', url: `${ctx.publicUrl}/auth` },
      smallPrint: ['Was jij dit niet? Dan hoef je niets te doen: je account blijft zoals het is.'],
    },
  };
}
