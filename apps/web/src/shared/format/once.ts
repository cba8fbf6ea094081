/**
 * A formatter made on its first use, then kept. An Intl formatter costs milliseconds to make (its locale's data),
 * which at module load would fall on every page's start, also the light page's, that mostly never formats a thing.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
