import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import * as contracts from '../index';
import { fieldWithLoneSurrogate, isFreeOfControlCharacters } from './text-rules';

// Text that is stored must be free of control characters (a NUL breaks PostgreSQL's text columns with a 500).
// Fields that are never stored as text: secrets that are only hashed or compared, and values the server makes.
const NOT_STORED = new Set(['password', 'confirmPassword', 'currentPassword', 'newPassword', 'token', 'sig', 'deviceToken', 'ip']);

describe('text rules', () => {
  /** The fields of every request body that accept value although it holds text no column can store. */
  function fieldsAccepting(rule: 'isString' | 'isObject', value: (text: string) => unknown, text: string): string[] {
    const storage = getMetadataStorage();
    const accepted: string[] = [];
    for (const [name, dto] of Object.entries(contracts)) {
      if (typeof dto !== 'function' || !dto.prototype) continue;
      const rules = storage.getTargetValidationMetadatas(dto, '', true, false);
      const fields = new Set(rules.filter((r) => r.name === rule).map((r) => r.propertyName));
      // A field checked only in some states (a rejection's reason) is judged with them by its own tests; an optional
      // field given a value is checked like any other.
      const conditional = new Set(
        rules.filter((r) => r.type === 'conditionalValidation' && r.name !== 'isOptional').map((r) => r.propertyName),
      );
      for (const field of fields) {
        if (NOT_STORED.has(field) || conditional.has(field)) continue;
        const body = plainToInstance(dto as new () => object, { [field]: value(text) });
        if (!validateSync(body).some((error) => error.property === field)) accepted.push(`${name}.${field}`);
      }
    }
    return accepted;
  }

  it('refuses a NUL in every text field of every request body, so none can reach a text column', () => {
    expect(fieldsAccepting('isString', (text) => text, 'Fiets\u0000 te koop')).toEqual([]);
  });

  it("refuses a NUL inside every object a request carries (an ad's attributes, a draft)", () => {
    expect(fieldsAccepting('isObject', (text) => ({ merk: text }), 'Toy\u0000ota')).toEqual([]);
  });

  it('finds half a surrogate pair, which PostgreSQL cannot store, in a value or a key however deep, and keeps emoji', () => {
    expect(isFreeOfControlCharacters('Fiets \ud800 te koop')).toBe(false);
    expect(isFreeOfControlCharacters('\udc00 fiets')).toBe(false);
    expect(isFreeOfControlCharacters('Fiets 🚲 te koop')).toBe(true);
    expect(fieldWithLoneSurrogate({ title: 'Fiets', attributes: { merk: ['Toyota \ud800'] } })).toBe('attributes');
    expect(fieldWithLoneSurrogate({ formData: { '\udc00': 1 } })).toBe('formData');
    expect(fieldWithLoneSurrogate({ title: 'Fiets 🚲', n: 3 })).toBeNull();
  });

  it('finds a control character however deep in a nested value', () => {
    expect(isFreeOfControlCharacters({ a: [{ b: 'ok\u0000' }] }, true)).toBe(false);
    expect(isFreeOfControlCharacters({ 'sleutel\u0000': 'x' }, true)).toBe(false);
    expect(isFreeOfControlCharacters({ a: ['regel 1\nregel 2\t.'] }, true)).toBe(true);
  });
});
