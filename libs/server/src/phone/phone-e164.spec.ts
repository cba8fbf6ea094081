import { phoneE164 } from './phone-e164';

describe('phoneE164', () => {
  it('reads the spellings of one Surinamese number as the same number', () => {
    for (const spelling of ['8123456', '812-3456', '+597 812 3456', '00597 8123456', '+5978123456']) {
      expect(phoneE164(spelling)).toBe('+5978123456');
    }
  });

  it('answers null for what is no number', () => {
    expect(phoneE164('')).toBeNull();
    expect(phoneE164(null)).toBeNull();
    expect(phoneE164('12')).toBeNull();
    expect(phoneE164('bel me')).toBeNull();
  });
});
