import { SITE_NAME } from '../site.constants';
import { type InfoPageContent } from './info-content.types';

// Terms of use (accounts spec 2.17 and 9): minimum age 18, changes after 30 days, Surinamese law, court in Paramaribo.
export const TERMS_CONTENT: InfoPageContent = {
  title: 'Algemene voorwaarden',
  description: `De voorwaarden die gelden wanneer je ${SITE_NAME} gebruikt om advertenties te bekijken, te plaatsen of te reageren.`,
  sections: [
    {
      heading: '1. Definities',
      paragraphs: ['In deze voorwaarden betekenen de volgende begrippen:'],
      items: [
        `Gebruiker: iedere persoon die de website van ${SITE_NAME} bezoekt of gebruikt, met of zonder account.`,
        'Adverteerder: een gebruiker die via de website een advertentie plaatst om een product of dienst aan te bieden.',
        'Koper: een gebruiker die via een advertentie contact opneemt met een adverteerder of een bod uitbrengt.',
        `Website: de online marktplaats ${SITE_NAME}, bereikbaar via surimarkt.sr, met alle bijbehorende pagina's.`,
        `Diensten: alles wat ${SITE_NAME} via de website aanbiedt, zoals het plaatsen en tonen van advertenties, favorieten, biedingen ` +
          `en zakelijke pakketten.`,
      ],
    },
    {
      heading: '2. Toepasselijkheid',
      paragraphs: [
        'Deze voorwaarden zijn van toepassing op elk gebruik van de website en de diensten. Door de website te gebruiken of een account ' +
          'aan te maken, ga je akkoord met deze voorwaarden.',
        `${SITE_NAME} mag deze voorwaarden wijzigen. Wijzigingen kondigen we aan op de website en gaan 30 dagen na die aankondiging in. ` +
          `Gebruik je de website daarna nog, dan ga je akkoord met de nieuwe voorwaarden.`,
      ],
    },
    {
      heading: '3. Account en registratie',
      items: [
        'Je moet minimaal 18 jaar oud zijn om een account aan te maken en advertenties te plaatsen.',
        'Je geeft bij de registratie juiste en volledige gegevens op en houdt deze actueel.',
        'Je bent zelf verantwoordelijk voor het geheimhouden van je wachtwoord en voor alles wat via jouw account gebeurt.',
        'Per persoon of bedrijf is één account toegestaan, tenzij wij schriftelijk anders afspreken.',
        `${SITE_NAME} mag een account blokkeren of verwijderen bij misbruik of overtreding van deze voorwaarden.`,
      ],
    },
    {
      heading: '4. Advertenties plaatsen',
      items: [
        'Het plaatsen van een advertentie is gratis. Een advertentie blijft 30 dagen online en wordt daarna automatisch verwijderd.',
        'Elke advertentie wordt eerst beoordeeld voordat zij zichtbaar wordt. Wij mogen een advertentie zonder opgaaf van redenen ' +
          'weigeren of verwijderen.',
        'Je biedt alleen producten of diensten aan die je mag verkopen en die in Suriname legaal zijn.',
        "Titel, beschrijving, prijs, foto's en categorie moeten kloppen met wat je werkelijk aanbiedt.",
        'Advertenties in Bunkopu Seri hebben een maximale prijs van €10 of SRD 400.',
        'Misleidende, beledigende of discriminerende inhoud en advertenties voor gestolen of namaakgoederen zijn verboden.',
      ],
    },
    {
      heading: '5. Transacties',
      paragraphs: [
        `${SITE_NAME} brengt kopers en adverteerders met elkaar in contact, maar is geen partij bij de koop of verkoop. Afspraken over ` +
          `prijs, levering en betaling maak je rechtstreeks met de andere partij.`,
        `Wij controleren niet of producten de beschreven kwaliteit hebben of of partijen hun afspraken nakomen. Lees onze tips voor ` +
          `veilig handelen voordat je een transactie aangaat.`,
      ],
    },
    {
      heading: '6. Intellectueel eigendom',
      paragraphs: [
        `Het ontwerp, de teksten, het logo en de software van de website zijn eigendom van ${SITE_NAME} en mogen niet zonder ` +
          `toestemming worden gekopieerd.`,
        `Door een advertentie te plaatsen, verklaar je dat je de rechten op de teksten en foto's hebt, en geef je ${SITE_NAME} ` +
          `toestemming om deze op de website en in promotie voor de website te tonen zolang de advertentie online staat.`,
      ],
    },
    {
      heading: '7. Aansprakelijkheid',
      paragraphs: [
        `${SITE_NAME} is niet aansprakelijk voor schade die ontstaat door het gebruik van de website, door de inhoud van advertenties ` +
          `of door transacties tussen gebruikers, behalve bij opzet of grove nalatigheid van ${SITE_NAME}.`,
        'Wij doen ons best om de website altijd bereikbaar te houden, maar kunnen niet garanderen dat deze zonder onderbrekingen of ' +
          'fouten werkt.',
      ],
    },
    {
      heading: '8. Overige bepalingen',
      paragraphs: [
        'Op deze voorwaarden en op het gebruik van de website is Surinaams recht van toepassing.',
        'Geschillen worden voorgelegd aan de bevoegde rechter in Paramaribo.',
        'Is een bepaling van deze voorwaarden ongeldig, dan blijven de overige bepalingen gewoon van kracht.',
      ],
    },
  ],
};
