// Dutch texts of the back-office's categories (back-office spec 5, 8), shared by the server and the screens.
export const CATEGORY_ADMIN_MESSAGES = {
  nameRequired: 'Naam is verplicht',
  nameTooLong: 'Naam mag maximaal 80 tekens zijn',
  slugRequired: 'Slug is verplicht',
  slugInvalid: 'Slug mag alleen kleine letters, cijfers en streepjes bevatten',
  slugTaken: 'Deze slug is al in gebruik',
  iconInvalid: 'Icoon mag maximaal 16 tekens zijn',
  parentInvalid: 'Kies een hoofdcategorie',
  added: 'Categorie toegevoegd',
  addFailed: 'Kon categorie niet toevoegen',
  subAdded: 'Subcategorie toegevoegd',
  subAddFailed: 'Kon subcategorie niet toevoegen',
  updated: 'Categorie bijgewerkt',
  deleted: 'Categorie verwijderd',
  notEmpty: 'Alleen een lege categorie kan verwijderd worden: verplaats of verwijder eerst de advertenties en subcategorieën',
  notFound: 'Categorie niet gevonden',
} as const;

/** The slug as the form makes it from the name (spec 5): lowercase, only letters, digits, spaces and hyphens, spaces to hyphens. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}
