import { PUSH_MESSAGES } from '@surimarkt/contracts/texts';

/** Notifications on the phone (issue 42): the offer after a message, and the devices and switches in Instellingen. */
export const pushTexts = {
  messages: PUSH_MESSAGES,
  // The offer, after the first message sent or received
  offerTitle: 'Meteen weten wanneer er een antwoord is?',
  offerText: 'Zet meldingen aan op dit apparaat: je ziet nieuwe berichten, biedingen en zoekresultaten direct, ook als SuriMarkt dicht is.',
  offerEnable: 'Meldingen aanzetten',
  offerLater: 'Nee, bedankt',
  offerClose: 'Sluiten',
  // Instellingen
  cardTitle: 'Meldingen op je telefoon',
  intro:
    'Meldingen verschijnen op je telefoon of computer, ook als SuriMarkt niet open is. Ze tonen nooit je e-mailadres of telefoonnummer.',
  enableHere: 'Meldingen aanzetten op dit apparaat',
  enabledHere: 'Dit apparaat krijgt meldingen.',
  unsupported: 'Deze browser kan geen meldingen ontvangen. Op een iPhone: zet SuriMarkt eerst op je beginscherm.',
  denied:
    'Je hebt meldingen voor SuriMarkt geblokkeerd in je browser. Sta ze toe in de instellingen van je browser en probeer het opnieuw.',
  enabled: 'Meldingen staan aan op dit apparaat',
  failed: 'Meldingen aanzetten is niet gelukt. Probeer het later opnieuw.',
  devices: 'Apparaten met meldingen',
  noDevices: 'Nog geen apparaat krijgt meldingen.',
  thisDevice: 'Dit apparaat',
  otherDevice: 'Ander apparaat',
  since: (date: string) => `aangezet op ${date}`,
  remove: 'Verwijderen',
  removeLabel: (name: string, date: string) => `${name} (${date}) verwijderen`,
  kinds: 'Waarover wil je een melding?',
  kindLabels: {
    message: 'Nieuw bericht',
    bid: 'Bod op je advertentie en antwoord op je bod',
    alert: 'Nieuwe advertentie voor een bewaarde zoekopdracht',
    review: 'Uitnodiging voor een beoordeling',
  },
  saved: 'Opgeslagen',
} as const;
