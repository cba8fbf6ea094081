/** The server's 400 body (CONTRACT.md): `{ statusCode, message, error, errors: { field: message } }`. */
interface ValidationErrorBody {
  errors?: Record<string, unknown>;
}

/** Reads the per-field Dutch messages out of an RTK Query error, or an empty object when there are none. */
export function readFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 400) return {};
  const data = (error as { data?: ValidationErrorBody }).data;
  if (!data?.errors || typeof data.errors !== 'object') return {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(data.errors)) {
    if (typeof message === 'string') fieldErrors[field] = message;
    // Some validators report a list per field; the first message is the one to show.
    else if (Array.isArray(message) && typeof message[0] === 'string') fieldErrors[field] = message[0];
  }
  return fieldErrors;
}
