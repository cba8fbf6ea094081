/**
 * What a guest's light page did before the app was loaded (app/light-page/page-effects.ts): the page view and the
 * view of its ad, category or search, sent at once. When the app takes the page over, each of its trackers skips its
 * first run of that kind, which is this same page; the next page it shows is tracked as usual.
 */
const ranKinds = new Set<string>();

export function markRanAtPageStart(kinds: readonly string[]): void {
  for (const kind of kinds) ranKinds.add(kind);
}

/** True once per kind the page start ran: that first run is skipped. */
export function ranAtPageStart(kind: string): boolean {
  return ranKinds.delete(kind);
}
