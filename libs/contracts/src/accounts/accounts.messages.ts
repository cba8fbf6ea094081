// Every Dutch text of the accounts area that the server sends and the web app shows (accounts spec 5 and 8).
// The forms show these very strings for the same bad input, so a rule reads the same on the page and from the API.
export const ACCOUNT_MESSAGES = {
  // Login (spec 5, Login; 8)
  emailInvalid: 'Ongeldig e-mailadres',
  passwordRequired: 'Wachtwoord is verplicht',
  // The same for an unknown address and a wrong password, so the answer tells no stranger which addresses exist.
  loginFailed: 'E-mailadres of wachtwoord klopt niet. Controleer je wachtwoord of kies "Wachtwoord vergeten".',
  loginThrottled: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
  mailTooMany: 'We hebben je het afgelopen uur al een paar e-mails gestuurd. Kijk ook in je spam-map, of probeer het over een uur opnieuw.',
  accountSuspended: 'Je account is geblokkeerd. Neem contact met ons op.',
  loggedIn: 'Succesvol ingelogd',
  /** Only after the right password: the account exists and is its owner's, so saying it is unconfirmed reveals nothing. */
  loggedInUnconfirmed: 'Ingelogd. Bevestig nog je e-mailadres met de link uit onze e-mail; daarna kun je advertenties plaatsen en bieden.',
  loggedOut: 'Je bent uitgelogd',

  // Register (spec 5, Register)
  firstNameRequired: 'Voornaam is verplicht',
  lastNameRequired: 'Achternaam is verplicht',
  passwordMinLength: 'Wachtwoord moet minimaal 8 karakters zijn',
  passwordUppercase: 'Wachtwoord moet minimaal 1 hoofdletter bevatten',
  passwordLowercase: 'Wachtwoord moet minimaal 1 kleine letter bevatten',
  passwordDigit: 'Wachtwoord moet minimaal 1 cijfer bevatten',
  passwordSpecial: 'Wachtwoord moet minimaal 1 speciaal teken bevatten, zoals - . ! ? @ #',
  passwordsDoNotMatch: 'Wachtwoorden komen niet overeen',
  emailTaken: 'Er bestaat al een account met dit e-mailadres',
  registered: 'Account aangemaakt! We hebben je een e-mail gestuurd met een link om je account te activeren.',
  registerFailed: 'Er ging iets mis bij het aanmaken van je account',

  // E-mail verification (spec 2.4, 2.8)
  verificationInvalid: 'Deze activatielink is ongeldig of verlopen. Vraag een nieuwe aan via je profiel.',
  emailVerified: 'Je e-mailadres is bevestigd en je account is geactiveerd.',
  emailAlreadyVerified: 'Je e-mailadres is al bevestigd',
  /** A used activation link opened again (a second tap, a mail app's preview): nothing is wrong. */
  verificationAlreadyUsed: 'Je account is al bevestigd. Log in met je e-mailadres en wachtwoord.',
  verificationSent: 'Verificatie e-mail verzonden',

  // Forgot and reset (spec 5, Forgot password / Password reset; 8)
  emailRequired: 'E-mailadres vereist',
  resetLinkSent: 'Als dit e-mailadres bestaat, ontvang je een reset link. Controleer ook je spam folder.',
  resetPasswordMinLength: 'Wachtwoord moet minstens 8 karakters bevatten',
  resetTokenMissing: 'Reset token ontbreekt. Probeer opnieuw.',
  resetLinkInvalid: 'Ongeldige link',
  passwordReset: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',

  // Change password in settings (spec 5, Change password)
  currentPasswordRequired: 'Huidig wachtwoord is verplicht',
  newPasswordMinLength: 'Nieuw wachtwoord moet minimaal 6 karakters zijn',
  confirmPasswordRequired: 'Bevestig het nieuwe wachtwoord',
  currentPasswordWrong: 'Huidig wachtwoord is onjuist',
  passwordChanged: 'Wachtwoord gewijzigd',

  // Profile (spec 5, Profile edit; 8)
  locationRequired: 'Locatie is verplicht',
  profileUpdated: 'Profiel bijgewerkt',
  currentPasswordForEmail: 'Vul je huidige wachtwoord in om je e-mailadres te wijzigen',
  emailChangePending:
    'Profiel bijgewerkt. We hebben een bevestigingslink naar je nieuwe e-mailadres gestuurd; tot je die opent, kun je geen ' +
    'advertenties plaatsen.',
  profileUpdateFailed: 'Er ging iets mis bij het bijwerken van je profiel.',
  fieldTooLong: 'Deze tekst is te lang',
  phoneInvalid: 'Ongeldig telefoonnummer',

  // Phone verification (spec 2.8, 5)
  phoneRequired: 'Telefoonnummer is verplicht',
  codeInvalid: 'Onjuiste code',
  codeExpired: 'Deze code is verlopen. Vraag een nieuwe code aan.',
  codeTooManyTries: 'Te veel pogingen. Vraag een nieuwe code aan.',
  codeSent: 'Verificatiecode verzonden',
  phoneVerified: 'Telefoon geverifieerd',
  smsUnavailable: 'Sms-verificatie is op dit moment niet beschikbaar',
  smsPremiumRefused: 'Naar dit soort nummer (betaalnummer of servicenummer) sturen we geen sms. Gebruik je eigen mobiele nummer.',
  smsCountryRefused: (prefixes: string[]) =>
    `We sturen codes alleen naar mobiele nummers met ${prefixes.join(' of ')}. Gebruik je eigen mobiele nummer.`,
  smsTooMany: 'Je hebt te veel codes aangevraagd. Probeer het over een uur opnieuw.',
  smsBusy: 'We kunnen op dit moment geen codes versturen. Probeer het over een uur opnieuw.',
  smsEmailNotVerified: 'Bevestig eerst je e-mailadres voordat je je telefoonnummer verifieert',

  // Settings (spec 2.12, 8)
  settingsSaved: 'Instellingen opgeslagen',
  accountDeleted: 'Je account en je advertenties zijn verwijderd',
  passwordWrong: 'Wachtwoord is onjuist',

  // Sessions
  loginRequired: 'Je moet ingelogd zijn',
  forbidden: 'Je hebt geen toegang tot deze gegevens',
  demoLoginUnavailable: 'Snel inloggen is alleen beschikbaar in de demo-omgeving',
} as const;
