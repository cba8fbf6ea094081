import { SITE_NAME, SUPPORT_EMAIL } from '../site.constants';
import { type InfoPageContent } from './info-content.types';

// Privacy policy: only what the product really stores (accounts, ads, analytics with an IP-derived country, the session cookie).
export const PRIVACY_CONTENT: InfoPageContent = {
  title: 'Privacybeleid',
  description: `Hoe ${SITE_NAME} omgaat met jouw persoonsgegevens: wat we verzamelen, waarom, hoe lang en welke rechten je hebt.`,
  sections: [
    {
      heading: 'Welke gegevens verzamelen we?',
      items: [
        'Accountgegevens: je voornaam, achternaam, e-mailadres, telefoonnummer, woonplaats en een versleuteld wachtwoord.',
        "Advertenties: de titel, beschrijving, prijs, foto's, locatie en contactgegevens die je bij een advertentie invult, en je " +
          'biedingen en favorieten.',
        'Berichten aan ons: wat je via het contactformulier stuurt, met je naam, e-mailadres en eventueel je telefoonnummer.',
        "Gebruiksgegevens: gebeurtenissen zoals bekeken pagina's, zoekopdrachten en bekeken advertenties, met je IP-adres, je browser " +
          'en het land dat we daaruit afleiden.',
        'Cookies: één sessiecookie om je ingelogd te houden. Meer lees je op onze cookiepagina.',
      ],
    },
    {
      heading: 'Waarvoor gebruiken we je gegevens?',
      items: [
        'Om je account te beheren en je advertenties te tonen en te beoordelen.',
        'Om kopers en adverteerders met elkaar in contact te brengen.',
        'Om je vragen te beantwoorden en je te informeren over je account en advertenties.',
        'Om de website te verbeteren met statistieken, zoals populaire categorieën en de landen van onze bezoekers.',
        'Om misbruik, oplichting en spam te voorkomen.',
      ],
      paragraphs: [`${SITE_NAME} verkoopt je gegevens nooit aan derden.`],
    },
    {
      heading: 'Hoe lang bewaren we je gegevens?',
      items: [
        'Accountgegevens bewaren we zolang je account bestaat. Verwijder je je account in je instellingen, dan wissen we meteen je ' +
          'gegevens en je advertenties.',
        'Advertenties blijven online tot je ze verwijdert of je account verwijdert.',
        'Berichten via het contactformulier bewaren we om je vraag te beantwoorden; vraag je ons ze te verwijderen, dan doen we dat.',
        'Je volledige IP-adres en browsergegevens bij gebruiksgegevens bewaren we 30 dagen, om misbruik te kunnen onderzoeken. Daarna ' +
          'houden we alleen het land en een ingekort adres (bijvoorbeeld 190.98.1.0) over. Gebruiksgegevens verwijderen we na twaalf ' +
          'maanden.',
      ],
    },
    {
      heading: 'Jouw rechten',
      paragraphs: ['Je hebt het recht om:'],
      items: [
        'je gegevens in te zien;',
        'onjuiste gegevens te laten corrigeren (veel kun je zelf aanpassen in je profiel);',
        'je gegevens te laten verwijderen;',
        'bezwaar te maken tegen het gebruik van je gegevens voor statistieken;',
        'je toestemming voor marketing-e-mails in te trekken via je instellingen.',
      ],
    },
    {
      heading: 'Beveiliging',
      paragraphs: [
        'Wachtwoorden worden versleuteld opgeslagen en de website gebruikt een beveiligde verbinding (HTTPS). Alleen medewerkers die ' +
          'het nodig hebben voor hun werk hebben toegang tot je gegevens.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Heb je een vraag over je privacy of wil je een van je rechten gebruiken? Mail naar ${SUPPORT_EMAIL} of gebruik ons ` +
          `contactformulier. We reageren binnen 24 uur.`,
      ],
    },
  ],
};
