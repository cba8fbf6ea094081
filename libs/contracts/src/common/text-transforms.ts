// class-transformer steps every request DTO shares: surrounding spaces never count ('  a ' is not a two-letter name).
export const trimText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An optional text: empty after trimming is no value at all. */
export const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Suriname numbers (+597 and 6-7 digits) and foreign ones: digits, spaces, +, -, parentheses. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;
