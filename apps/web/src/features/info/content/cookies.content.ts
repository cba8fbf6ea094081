import { SITE_NAME } from '../site.constants';
import { type InfoPageContent } from './info-content.types';

// Only what the app really keeps: the httpOnly session cookie and a few preferences in local storage.
export const COOKIES_CONTENT: InfoPageContent = {
  title: 'Cookies',
  description:
    `Welke cookies en lokale opslag ${SITE_NAME} gebruikt, en waarom. Kort gezegd: alleen wat nodig is om de website te ` + `laten werken.`,
  sections: [
    {
      heading: 'Wat zijn cookies?',
      paragraphs: [
        'Cookies zijn kleine tekstbestanden die een website in je browser bewaart. Daarnaast kan een website gegevens in de lokale ' +
          'opslag van je browser (local storage) zetten. Die gegevens blijven op je eigen apparaat.',
      ],
    },
    {
      heading: 'Sessiecookie',
      paragraphs: [
        'Wanneer je inlogt, plaatsen we één sessiecookie. Daarmee weten we bij elke pagina dat jij het bent, zodat je advertenties kunt ' +
          'plaatsen en je favorieten en biedingen kunt zien. Deze cookie is niet leesbaar voor scripts op de pagina en vervalt wanneer ' +
          'je uitlogt of de sessie verloopt.',
      ],
    },
    {
      heading: 'Voorkeuren in lokale opslag',
      paragraphs: ['Om de website prettiger te maken, bewaren we enkele voorkeuren in de lokale opslag van je browser:'],
      items: [
        'Recent bekeken advertenties, zodat je ze snel terugvindt.',
        'Meldingen en banners die je hebt weggeklikt, zodat ze niet steeds terugkomen.',
        'Een inlogtoken wanneer je de demo-login gebruikt.',
      ],
    },
    {
      heading: 'Geen trackingcookies van derden',
      paragraphs: [
        `${SITE_NAME} plaatst geen advertentie- of trackingcookies van derden. We meten het gebruik van de website met onze eigen ` +
          `statistieken, zonder externe trackingdiensten.`,
      ],
    },
    {
      heading: 'Cookies verwijderen',
      paragraphs: [
        'Je kunt cookies en lokale opslag op elk moment wissen via de instellingen van je browser. Houd er rekening mee dat je dan ' +
          'wordt uitgelogd en je recent bekeken advertenties kwijt bent.',
      ],
    },
  ],
};
