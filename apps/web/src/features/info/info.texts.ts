import { CONTACT_MESSAGES } from '@surimarkt/contracts/texts';
import { SITE_ADDRESS, SITE_NAME, SUPPORT_EMAIL } from './site.constants';

// Dutch UI texts of the info feature; the long page content lives in content/*.content.ts.
export const INFO_TEXTS = {
  siteName: SITE_NAME,
  titleSuffix: ` | ${SITE_NAME}`,
  breadcrumbLabel: 'Kruimelpad',
  home: 'Home',
  lastUpdated: 'Laatst bijgewerkt: 9 juli 2025',
  notFound: {
    title: 'Pagina niet gevonden',
    description: 'De pagina die je zoekt bestaat niet (meer) of is verplaatst.',
    home: 'Terug naar de homepage',
  },
  contactLinkIntro: 'Vragen over deze pagina? Neem gerust',
  contactLink: 'contact met ons op',
  contact: {
    formTitle: 'Stuur ons een bericht',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon (optioneel)',
    subject: 'Onderwerp',
    message: 'Bericht',
    submit: 'Verstuur bericht',
    sent: CONTACT_MESSAGES.sent,
    failed: 'Fout bij verzenden',
    detailsTitle: 'Contactgegevens',
    emailLabel: 'E-mail',
    supportEmail: SUPPORT_EMAIL,
    addressLabel: 'Adres',
    address: SITE_ADDRESS,
    replyPromise: 'We beantwoorden je bericht binnen 24 uur.',
    hoursTitle: 'Openingstijden',
    hours: [
      { days: 'Maandag - vrijdag', time: '08:00 - 17:00' },
      { days: 'Zaterdag', time: '09:00 - 15:00' },
      { days: 'Zondag', time: 'Gesloten' },
    ],
    faqTitle: 'Veelgestelde vragen',
    validation: {
      name: CONTACT_MESSAGES.name,
      nameTooLong: CONTACT_MESSAGES.nameTooLong,
      email: CONTACT_MESSAGES.email,
      phone: CONTACT_MESSAGES.phoneInvalid,
      subject: CONTACT_MESSAGES.subject,
      subjectTooLong: CONTACT_MESSAGES.subjectTooLong,
      message: CONTACT_MESSAGES.message,
      messageTooLong: CONTACT_MESSAGES.messageTooLong,
    },
  },
  about: {
    figuresTitle: `${SITE_NAME} in cijfers`,
    contactTitle: 'Contact',
    contactText: 'Wil je samenwerken, heb je een idee of een vraag? We horen graag van je.',
    contactButton: 'Neem contact op',
  },
  business: {
    packagesTitle: 'Onze pakketten',
    perMonth: '/maand',
    popular: 'Populair',
    register: 'Registreer je bedrijf',
    customers: '1000+ klanten',
    fromPrice: 'vanaf €10 per maand',
  },
  news: {
    listLabel: 'Nieuwsberichten',
  },
} as const;
