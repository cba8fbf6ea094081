import { SITE_NAME } from '../site.constants';
import { type InfoPageContent } from './info-content.types';

export const SAFE_TRADING_CONTENT: InfoPageContent = {
  title: 'Veilig handelen',
  description: `Tips om veilig te kopen en verkopen op ${SITE_NAME}, zodat je niet in zee gaat met oplichters.`,
  sections: [
    {
      heading: 'Spreek af op een openbare plek',
      items: [
        'Spreek overdag af op een drukke, openbare plek in Paramaribo, zoals bij een winkelcentrum, een bank of een tankstation.',
        'Neem bij dure aankopen iemand mee en laat een vriend of familielid weten waar je bent.',
        'Nodig onbekenden liever niet uit bij je thuis en ga niet alleen naar een afgelegen adres.',
      ],
    },
    {
      heading: 'Betaal nooit vooruit',
      items: [
        'Betaal pas als je het product hebt gezien en in handen hebt.',
        'Maak geen geld over naar iemand die je niet kent, ook niet als "aanbetaling" of voor "verzendkosten".',
        'Wees extra voorzichtig als de verkoper haast maakt of alleen via berichten wil communiceren.',
      ],
    },
    {
      heading: 'Controleer het product',
      items: [
        'Bekijk het product goed en test het ter plekke: zet een telefoon aan, start een auto, probeer kleding aan.',
        "Vraag bij auto's en dure apparaten naar papieren, bonnetjes of garantiebewijzen.",
        'Is de prijs veel lager dan normaal? Dan is er vaak iets mis.',
      ],
    },
    {
      heading: 'Pas op voor valse betaalbewijzen',
      items: [
        'Vertrouw niet op een screenshot of foto van een overschrijving: die is makkelijk na te maken.',
        'Geef een product pas mee als het geld echt op je rekening staat, of laat contant betalen bij de overdracht.',
        'Tel contant geld na en controleer biljetten.',
      ],
    },
    {
      heading: 'Bescherm je gegevens',
      items: [
        `Deel nooit je wachtwoord, pincode of inlogcodes, ook niet met iemand die zegt van ${SITE_NAME} te zijn.`,
        `${SITE_NAME} vraagt je nooit via WhatsApp of telefoon om een betaling of je inloggegevens.`,
      ],
    },
    {
      heading: 'Meld verdachte advertenties',
      paragraphs: [
        'Zie je een advertentie die niet klopt, of heb je te maken gehad met een oplichter? Laat het ons weten via het ' +
          'contactformulier, met de link naar de advertentie. We bekijken elke melding en verwijderen advertenties die niet deugen.',
      ],
    },
  ],
};
