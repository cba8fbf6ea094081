/** One query of the page state the server rendered with (RTK Query's cache entry, as far as the light page reads it). */
export interface StateQuery {
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

export interface PageState {
  queries?: Record<string, StateQuery | undefined>;
}

const STATE_ID = 'sm-state';

/** The API state a server-rendered page carries (a JSON script element: the CSP allows no inline script), or null. */
export function readPageState(): PageState | null {
  const text = document.getElementById(STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/** The state written back, as the app's store will start from it: the light page filled in what changed since. */
export function writePageState(state: PageState): void {
  const element = document.getElementById(STATE_ID);
  if (element) element.textContent = JSON.stringify(state).replaceAll('<', '\\u003c');
}

/** A query's entry by its endpoint (and argument, when given). */
export function findQuery(state: PageState, endpointName: string, args?: unknown): StateQuery | undefined {
  return Object.values(state.queries ?? {}).find(
    (query) => query?.endpointName === endpointName && (args === undefined || query.originalArgs === args) && query.data !== undefined,
  );
}
