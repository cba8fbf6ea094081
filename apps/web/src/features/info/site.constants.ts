// One place for the site's name and public contact details, so every page and title says the same.
export const SITE_NAME = 'SuriMarkt';
export const SUPPORT_EMAIL = 'support@surimarkt.sr';
export const SITE_ADDRESS = 'Paramaribo, Suriname';
