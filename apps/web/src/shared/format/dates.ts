import { sharedTexts } from '../shared.texts';
import { once } from './once';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Suriname's calendar, wherever the page is rendered (the server runs in UTC).
const dateFormat = once(
  () => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Paramaribo' }),
);

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const timeFormat = once(
  () =>
    new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Paramaribo',
    }),
);

/** A message's moment: '27 nov. 14:05', in Suriname's time. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? timeFormat().format(date) : '';
}

export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : '';
}

/** Spec §9: under an hour, then whole hours, then whole days. A clock slightly ahead counts as "just now". */
export function formatRelativeAge(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < HOUR_MS) return sharedTexts.lessThanAnHourAgo;
  if (elapsed < DAY_MS) return sharedTexts.hoursAgo(Math.floor(elapsed / HOUR_MS));
  return sharedTexts.daysAgo(Math.floor(elapsed / DAY_MS));
}
