// Contact form rules (accounts spec 5, "Contact form"), with the spec's Dutch messages.
export const CONTACT_MESSAGES = {
  name: 'Naam moet minimaal 2 karakters lang zijn',
  email: 'Ongeldig e-mailadres',
  subject: 'Onderwerp moet minimaal 5 karakters lang zijn',
  message: 'Bericht moet minimaal 10 karakters lang zijn',
  nameTooLong: 'Naam mag maximaal 100 karakters lang zijn',
  subjectTooLong: 'Onderwerp mag maximaal 150 karakters lang zijn',
  messageTooLong: 'Bericht mag maximaal 5000 karakters lang zijn',
  phoneInvalid: 'Ongeldig telefoonnummer',
  sent: 'Bericht verzonden',
} as const;
