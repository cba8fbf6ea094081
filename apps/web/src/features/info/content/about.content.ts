import { SITE_NAME } from '../site.constants';
import { type InfoPageContent } from './info-content.types';

export const ABOUT_CONTENT: InfoPageContent = {
  title: 'Over ons',
  description: `${SITE_NAME} is de online marktplaats van Suriname, waar iedereen gratis kan kopen en verkopen.`,
  sections: [
    {
      heading: 'Onze missie',
      paragraphs: [
        `${SITE_NAME} maakt kopen en verkopen in Suriname eenvoudig, veilig en voor iedereen bereikbaar. Of je nu je oude telefoon ` +
          `verkoopt, een auto zoekt of een woning wilt huren: met een paar klikken vind je elkaar.`,
      ],
    },
    {
      heading: 'Onze visie',
      paragraphs: [
        'We geloven dat spullen een tweede leven verdienen en dat lokale handel de Surinaamse economie sterker maakt. We willen de plek ' +
          'zijn waar heel Suriname, van Paramaribo tot Nickerie en Albina, elkaar vindt om te handelen.',
      ],
    },
    {
      heading: 'Onze waarden',
      items: [
        'Betrouwbaar: elke advertentie wordt beoordeeld voordat zij online komt.',
        'Toegankelijk: adverteren is gratis en de website werkt op elke telefoon.',
        'Lokaal: gemaakt voor Suriname, met prijzen in SRD en EUR en onze eigen Bunkopu Seri.',
        'Eerlijk: geen verborgen kosten en duidelijke regels voor iedereen.',
      ],
    },
    {
      heading: `Waarom ${SITE_NAME}?`,
      items: [
        'Gratis advertenties plaatsen die 30 dagen online blijven.',
        'Bunkopu Seri: koopjes tot €10 of SRD 400 op één plek.',
        'Direct contact met de verkoper via telefoon of een bericht.',
        'Favorieten, biedingen en recent bekeken advertenties in je eigen profiel.',
        'Zakelijke pakketten voor bedrijven die meer zichtbaarheid willen.',
      ],
    },
    {
      heading: 'Ons team',
      paragraphs: [
        `Achter ${SITE_NAME} staat een klein team uit Paramaribo dat elke dag werkt aan een betere marktplaats. We beoordelen ` +
          `advertenties, helpen gebruikers met hun vragen en luisteren naar jullie ideeën om de website te verbeteren.`,
      ],
    },
  ],
};

// Headline figures from the accounts spec 2.17 (marketing text).
export const ABOUT_FIGURES = [
  { value: '50K+', label: 'gebruikers' },
  { value: '100K+', label: 'advertenties' },
  { value: '25K+', label: 'transacties' },
  { value: '99%', label: 'tevredenheid' },
] as const;
