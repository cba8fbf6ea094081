import { ACCOUNT_MESSAGES as M } from './accounts.messages';

/** The five registration rules, in the order of the live checklist on /auth; the server checks the same. */
export const PASSWORD_RULES = [
  { test: (p: string) => p.length >= 8, message: M.passwordMinLength },
  { test: (p: string) => /[A-Z]/.test(p), message: M.passwordUppercase },
  { test: (p: string) => /[a-z]/.test(p), message: M.passwordLowercase },
  { test: (p: string) => /[0-9]/.test(p), message: M.passwordDigit },
  // Any sign that is no letter, digit or space: '-' in 'Paramaribo-2024' counts as much as '!' does.
  { test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p), message: M.passwordSpecial },
] as const;

/** The reset page's meter (spec 5): one point per rule met; under 2 Zwak, 2-3 Gemiddeld, 4 or more Sterk. */
export function passwordStrength(password: string): { score: number; label: 'Zwak' | 'Gemiddeld' | 'Sterk' } {
  const score = PASSWORD_RULES.filter((rule) => rule.test(password)).length;
  return { score, label: score < 2 ? 'Zwak' : score < 4 ? 'Gemiddeld' : 'Sterk' };
}
