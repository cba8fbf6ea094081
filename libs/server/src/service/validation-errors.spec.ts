import { type ValidationError } from 'class-validator';
import { firstMessage, toFieldErrors } from './validation-errors';

describe('toFieldErrors', () => {
  it('gives one Dutch message per field, nested fields as dotted paths', () => {
    const errors = [
      { property: 'title', constraints: { isNotEmpty: 'Titel is verplicht' }, children: [] },
      { property: 'contact', children: [{ property: 'email', constraints: { isEmail: 'Ongeldig e-mailadres' }, children: [] }] },
    ] as unknown as ValidationError[];
    const fields = toFieldErrors(errors);
    expect(fields).toEqual({ title: 'Titel is verplicht', 'contact.email': 'Ongeldig e-mailadres' });
    expect(firstMessage(fields, 'Ongeldige invoer')).toBe('Titel is verplicht');
    expect(firstMessage({}, 'Ongeldige invoer')).toBe('Ongeldige invoer');
  });
});
