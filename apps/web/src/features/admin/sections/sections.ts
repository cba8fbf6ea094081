import { type ComponentType, lazy } from 'react';
import { adminTexts } from '../admin.texts';

export type SectionKey = keyof typeof adminTexts.sections;

export interface AdminSection {
  key: SectionKey;
  label: string;
  Component: ComponentType;
  /** Shown only on a wide screen (spec: filters, desktop only). */
  desktopOnly?: boolean;
}

const section = (key: SectionKey, load: () => Promise<ComponentType>, desktopOnly = false): AdminSection => ({
  key,
  label: adminTexts.sections[key],
  Component: lazy(async () => ({ default: await load() })),
  desktopOnly,
});

/** The sections in the spec's order; each is its own chunk. */
export const ADMIN_SECTIONS: AdminSection[] = [
  section('analytics', async () => (await import('./analytics-section')).AnalyticsSection),
  section('database', async () => (await import('./database-section')).DatabaseSection),
  section('cronjobs', async () => (await import('./cron-section')).CronSection),
  section('advertenties', async () => (await import('./ads-section')).AdsSection),
  section('gebruikers', async () => (await import('./users-section')).UsersSection),
  section('categorieen', async () => (await import('./categories-section')).CategoriesSection),
  section('filters', async () => (await import('./filters-section')).FiltersSection, true),
  section('pakketten', async () => (await import('./packages-section')).PackagesSection),
  section('moderatie', async () => (await import('./moderation-section')).ModerationSection),
  section('meldingen', async () => (await import('./reports-section')).ReportsSection),
  section('betalingen', async () => (await import('./bank-transfers-section')).BankTransfersSection),
  section('blacklist', async () => (await import('./blacklist-section')).BlacklistSection),
  section('synoniemen', async () => (await import('./synonyms-section')).SynonymsSection),
  section('seo', async () => (await import('./seo-section')).SeoSection),
  section('wisselkoers', async () => (await import('./exchange-rate-section')).ExchangeRateSection),
  section('instellingen', async () => (await import('./settings-section')).SettingsSection),
  section('logboek', async () => (await import('./audit-section')).AuditSection),
];
