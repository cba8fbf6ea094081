import { SITE_NAME } from '../site.constants';

export const NEWS_PAGE = {
  title: 'Nieuws',
  description: `Het laatste nieuws over ${SITE_NAME}: nieuwe functies, tips en aankondigingen.`,
} as const;

/** Site news about SuriMarkt itself, newest first; dates are ISO (yyyy-mm-dd). */
export const NEWS_ITEMS = [
  {
    date: '2025-10-06',
    title: 'Zakelijke pakketten beschikbaar',
    text:
      `Bedrijven kunnen nu een zakelijk account nemen op ${SITE_NAME}. Met de pakketten Basis, Premium en Pro plaats je meer ` +
      `advertenties tegelijk, blijven ze langer online en kun je ze laten uitlichten. De pakketten zijn er vanaf €10 per maand.`,
  },
  {
    date: '2025-08-18',
    title: 'Nieuwe tips voor veilig handelen',
    text:
      'Helaas proberen oplichters ook op online marktplaatsen hun slag te slaan. Op onze pagina Veilig handelen lees je waar je op ' +
      'moet letten: spreek af op een openbare plek, betaal nooit vooruit en vertrouw niet op een screenshot van een betaling.',
  },
  {
    date: '2025-07-21',
    title: 'Bunkopu Seri: koopjes tot €10 of SRD 400',
    text:
      'Met Bunkopu Seri vind je alle koopjes op één plek. In deze rubriek staan alleen advertenties met een prijs tot €10 of SRD ' +
      '400. Plaats je een advertentie in Bunkopu Seri, dan controleren we die maximale prijs automatisch.',
  },
  {
    date: '2025-07-09',
    title: `${SITE_NAME} is online`,
    text:
      `Vandaag gaat ${SITE_NAME} live: de online marktplaats voor heel Suriname. Plaats gratis je advertentie, die na beoordeling ` +
      `30 dagen online blijft, en vind alles van auto's en woningen tot elektronica en kleding.`,
  },
] as const;
