/** One query of the page state a render leaves (RTK Query's), as far as the gateway reads it. */
export interface QueryEntry {
  endpointName?: string;
  requestId?: string;
  originalArgs?: unknown;
  startedTimeStamp?: number;
  status?: string;
  error?: { status?: unknown };
}

/** The queries of a render's page state, if it has any. */
export function queriesOf(apiState: unknown): Record<string, QueryEntry | undefined> | undefined {
  return (apiState as { queries?: Record<string, QueryEntry | undefined> } | null)?.queries;
}

/**
 * The page state every visitor gets, guests and logged-in alike. Nobody's user is in it, so it reads as a call that
 * failed: the first render in the browser is the guests' page (it matches the HTML, no hydration error), and once the
 * page has hydrated the header asks for the user (RTK Query fetches a failed query again; a guest's browser answers
 * itself, without a call) and shows their name, hearts and links. One render serves everyone, with the same bytes.
 */
export function sharedPageState(apiState: unknown): unknown {
  const found = queriesOf(apiState);
  if (!found) return apiState;
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(found)) {
    queries[key] =
      entry?.endpointName === 'getCurrentUser'
        ? {
            status: 'rejected',
            endpointName: entry.endpointName,
            requestId: entry.requestId,
            originalArgs: entry.originalArgs,
            startedTimeStamp: entry.startedTimeStamp,
            error: { status: 'CUSTOM_ERROR', error: 'rendered for guests' },
          }
        : entry;
  }
  return { ...(apiState as object), queries };
}
