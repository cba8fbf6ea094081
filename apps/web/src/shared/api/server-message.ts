/** The server's Dutch message of a failed call, or null when the call never got an answer (network error). */
export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  if (typeof error.status !== 'number') return null;
  const data = (error as { data?: { message?: unknown } }).data;
  return typeof data?.message === 'string' ? data.message : null;
}

export function isNetworkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 'FETCH_ERROR';
}
