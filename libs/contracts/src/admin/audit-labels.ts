// The back-office's audit actions and their Dutch names (browser-safe: no validation decorators).
export const AUDIT_ACTIONS = [
  'ad.status', 'ad.delete', 'ad.email-action', 'user.create', 'user.status', 'user.delete', 'blacklist.add', 'blacklist.remove',
  'settings.email', 'cron.run', 'category.create', 'category.update', 'category.delete', 'filter.create', 'filter.delete', 'admin.login', 'admin.logout', 'database.migrate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_LABELS: Record<AuditAction, string> = {
  'ad.status': 'Status advertentie gewijzigd', 'ad.delete': 'Advertentie verwijderd', 'ad.email-action': 'Actie via e-mail link',
  'user.create': 'Gebruiker toegevoegd', 'user.status': 'Status gebruiker gewijzigd', 'user.delete': 'Gebruiker verwijderd',
  'blacklist.add': 'Woord toegevoegd', 'blacklist.remove': 'Woord verwijderd', 'settings.email': 'E-mailinstellingen opgeslagen',
  'cron.run': 'Cron job uitgevoerd', 'category.create': 'Categorie toegevoegd', 'category.update': 'Categorie gewijzigd',
  'category.delete': 'Categorie verwijderd', 'filter.create': 'Filter toegevoegd', 'filter.delete': 'Filter verwijderd',
  'admin.login': 'Ingelogd', 'admin.logout': 'Uitgelogd', 'database.migrate': 'Migraties uitgevoerd',
};
