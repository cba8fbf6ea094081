import { type ValidationError } from 'class-validator';

/** Flattens class-validator errors to { field: first Dutch message }, the contract's "errors" object. */
export function toFieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) result[field] = messages[messages.length - 1];
    if (error.children?.length) Object.assign(result, toFieldErrors(error.children, field));
  }
  return result;
}

/** The top-level message: the first field's message, so a client that shows one line shows a useful one. */
export function firstMessage(fieldErrors: Record<string, string>, fallback: string): string {
  return Object.values(fieldErrors)[0] ?? fallback;
}
