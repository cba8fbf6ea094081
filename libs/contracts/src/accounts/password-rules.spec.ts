import { PASSWORD_RULES } from './password-rules';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

const broken = (password: string) => PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);

describe('PASSWORD_RULES', () => {
  it("counts any sign that is no letter, digit or space as special: 'Paramaribo-2024' is taken", () => {
    expect(broken('Paramaribo-2024')).toEqual([]);
    expect(broken('Paramaribo_2024')).toEqual([]);
    expect(broken('Paramaribo.2024')).toEqual([]);
    expect(broken('Geheim12!')).toEqual([]);
  });
  it('still asks for one when there is none: letters, digits and spaces only', () => {
    expect(broken('Paramaribo2024')).toEqual([M.passwordSpecial]);
    expect(broken('Paramaribo 2024')).toEqual([M.passwordSpecial]);
  });
});
