import { ValidateBy, type ValidationOptions } from 'class-validator';

// Control characters (NUL, escape sequences, DEL...) have no place in any text a person types. A NUL also breaks
// PostgreSQL text columns. Multi-line fields (a description, a message) may keep newline, carriage return and tab.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Half of a UTF-16 surrogate pair is no character at all: PostgreSQL's JSON and text refuse it (a 500 deep in a service).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_MESSAGES = {
  controlCharacters: 'Bevat ongeldige tekens',
} as const;

export function hasControlCharacters(value: string, isMultiLine = false): boolean {
  return (isMultiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value) || LONE_SURROGATE.test(value);
}

/**
 * The top-level field of a parsed body that holds half a surrogate pair somewhere (in a value or a key), or null.
 * Checked before any validator runs: some (isEmail) throw on such a string instead of refusing it.
 */
export function fieldWithLoneSurrogate(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return typeof body === 'string' && LONE_SURROGATE.test(body) ? '' : null;
  const holds = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return LONE_SURROGATE.test(value);
    if (depth > 16 || value === null || typeof value !== 'object') return false;
    return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || holds(item, depth + 1));
  };
  for (const [key, value] of Object.entries(body)) if (LONE_SURROGATE.test(key) || holds(value, 0)) return key;
  return null;
}

/** Every string inside value (also in nested objects and arrays) is free of control characters. */
export function isFreeOfControlCharacters(value: unknown, isMultiLine = false, depth = 0): boolean {
  if (typeof value === 'string') return !hasControlCharacters(value, isMultiLine);
  if (depth > 8 || value === null || typeof value !== 'object') return true;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.every((item) => isFreeOfControlCharacters(item, isMultiLine, depth + 1));
}

/** A one-line text (name, e-mail, title, search term): no control characters at all. Non-strings pass (other rules judge them). */
export function IsSingleLineText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSingleLineText',
      validator: { validate: (value) => isFreeOfControlCharacters(value, false) },
    },
    { message: TEXT_MESSAGES.controlCharacters, ...options },
  );
}

/** A multi-line text (description, message, bio): newline, carriage return and tab allowed, other control characters not. */
export function IsMultiLineText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMultiLineText',
      validator: { validate: (value) => isFreeOfControlCharacters(value, true) },
    },
    { message: TEXT_MESSAGES.controlCharacters, ...options },
  );
}
