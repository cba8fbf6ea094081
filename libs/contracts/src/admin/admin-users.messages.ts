// Dutch texts of the back-office's users section (back-office spec 8), shared by the server and the admin screens.
export const ADMIN_USER_MESSAGES = {
  nameRequired: 'Naam is verplicht',
  emailRequired: 'E-mail is verplicht',
  emailInvalid: 'Ongeldig e-mailadres',
  emailTaken: 'Er bestaat al een account met dit e-mailadres',
  created: 'Gebruiker toegevoegd: er is een e-mail verstuurd om een wachtwoord in te stellen',
  deleted: 'Gebruiker verwijderd',
  deleteFailed: 'Kon gebruiker niet verwijderen',
  deleteFailedTitle: 'Fout bij verwijderen',
  statusFailed: 'Fout bij statuswijziging',
  suspended: 'Gebruiker geschorst',
  reactivated: 'Gebruiker geactiveerd',
  statusInvalid: 'Kies actief of geschorst',
  notFound: 'Gebruiker niet gevonden',
} as const;
