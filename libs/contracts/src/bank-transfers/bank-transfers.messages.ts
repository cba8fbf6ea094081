// The Dutch texts of paying by bank transfer (browser-safe: no validation decorators).
export const BANK_TRANSFER_MESSAGES = {
  purposeInvalid: 'Alleen het abonnement kan per bankoverschrijving betaald worden',
  statusInvalid: 'Onbekende status',
  searchTooLong: 'Zoek op een betalingskenmerk (maximaal 30 tekens)',
  notFound: 'Overschrijving niet gevonden',
  confirmed: 'Overschrijving bevestigd: het pakket is geactiveerd en de factuur is verstuurd',
  alreadyConfirmed: 'Deze overschrijving was al bevestigd',
  cancelled: 'Overschrijving geannuleerd',
  cancelledCannotConfirm: 'Deze overschrijving is geannuleerd en kan niet meer bevestigd worden',
  paidCannotCancel: 'Een bevestigde overschrijving kan niet geannuleerd worden',
  paymentMethod: 'Bankoverschrijving',
  unavailable: 'Betalen per bankoverschrijving is op dit moment niet mogelijk. Betaal met een kaart of neem contact met ons op.',
} as const;
