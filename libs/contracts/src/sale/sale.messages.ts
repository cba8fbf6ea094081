/** What an ad's sale status is called wherever it shows (cards, ad page, favourites, Mijn Advertenties, back-office). */
export const SALE_LABELS = { available: 'Beschikbaar', reserved: 'Gereserveerd', sold: 'Verkocht' } as const;

// The Dutch answers of marking an ad reserved or sold (issue: Gereserveerd en Verkocht).
export const SALE_MESSAGES = {
  statusInvalid: 'Kies beschikbaar, gereserveerd of verkocht',
  buyerInvalid: 'Kies een koper uit de mensen die een bericht stuurden of een bod deden',
  notYours: 'Alleen de eigenaar kan dit wijzigen',
  notOnline: 'Alleen een advertentie die online staat kan gereserveerd of verkocht worden',
  soldNotEditable: 'Een verkochte advertentie kan niet meer bewerkt worden',
  soldTooLongAgo: 'Deze advertentie is te lang geleden verkocht om terug te zetten',
  available: 'Advertentie is weer beschikbaar',
  reserved: 'Advertentie is gereserveerd',
  sold: 'Advertentie is verkocht',
} as const;
