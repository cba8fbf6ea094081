/** A labelled address in a mail: a button, or a plain link below it. */
export interface MailLink {
  label: string;
  /** Absolute http(s) address. */
  url: string;
}

/** One line of a mail's facts: 'Titel: Koelkast Bosch'. */
export interface MailFact {
  label: string;
  value: string;
}

/**
 * What a mail says, without its look: the services' mail layout turns it into the HTML part (the site's name and
 * colours) and a plain-text part with the same texts and links. Plain text throughout; the layout escapes it.
 */
export interface MailContent {
  heading: string;
  /** 'Hallo Sandra,' above the paragraphs. */
  greeting?: string;
  /** A line break inside a paragraph is kept; an address in one becomes a link. */
  paragraphs: string[];
  facts?: MailFact[];
  /** The one thing the mail asks the reader to do. */
  button?: MailLink;
  /** Further addresses, below the button. */
  links?: MailLink[];
  /** Conditions and hints in small type (how long a link works, what to do if the mail was not meant for you). */
  smallPrint?: string[];
  /** Why the reader gets this mail, in the footer. */
  reason?: string;
}
