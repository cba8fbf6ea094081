// Dutch messages shared by every DTO, so a rule reads the same at the gateway and in the service.
export const COMMON_MESSAGES = {
  invalidJson: 'Ongeldige JSON in het verzoek',
  validationFailed: 'Ongeldige invoer',
  tooManyRequests: 'Te veel verzoeken. Probeer het over een minuut opnieuw.',
  serviceUnavailable: 'Deze dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  internal: 'Er is een interne fout opgetreden',
  notFound: 'Niet gevonden',
  payloadTooLarge: 'Het verzoek is te groot',
  singleValue: 'Deze parameter accepteert één waarde',
} as const;
