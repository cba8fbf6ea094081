import { SITE_NAME } from '../site.constants';

export const CONTACT_PAGE = {
  title: 'Contact',
  description: `Vragen, opmerkingen of een probleem met een advertentie? Neem contact op met ${SITE_NAME}; we reageren binnen 24 uur.`,
} as const;

// The FAQ must say ads are free and stay online 30 days, then are removed automatically (accounts spec 2.16).
export const CONTACT_FAQ = [
  {
    question: 'Is adverteren gratis?',
    answer:
      `Ja, een advertentie plaatsen op ${SITE_NAME} is gratis. Je advertentie blijft 30 dagen online en wordt daarna automatisch ` +
      `verwijderd.`,
  },
  {
    question: 'Waarom staat mijn advertentie nog niet online?',
    answer: 'Elke nieuwe advertentie wordt eerst door ons team beoordeeld. Zodra ze is goedgekeurd, is ze voor iedereen zichtbaar.',
  },
  {
    question: 'Wat is Bunkopu Seri?',
    answer:
      'Bunkopu Seri is onze rubriek voor koopjes: spullen met een prijs van maximaal €10 of SRD 400. Zo vind je snel iets voor een ' +
      'klein bedrag.',
  },
  {
    question: 'Hoe handel ik veilig?',
    answer:
      'Spreek af op een openbare plek, bekijk het product voordat je betaalt en betaal nooit vooruit. Lees meer tips op onze pagina ' +
      'Veilig handelen.',
  },
  {
    question: 'Hoe meld ik een verdachte advertentie?',
    answer: 'Stuur ons een bericht via dit formulier met de link naar de advertentie en wat je is opgevallen. We bekijken elke melding.',
  },
  {
    question: 'Bieden jullie iets voor bedrijven?',
    answer:
      'Ja, met een zakelijk pakket (Basis, Premium of Pro) plaats je meer advertenties, blijven ze langer online en kun je ze ' +
      'uitlichten. De pakketten zijn er vanaf €10 per maand.',
  },
] as const;
