import { PASSWORD_RULES } from '@surimarkt/contracts/texts';
import { authTexts } from '../auth.texts';

/** The live checklist of the five password rules under the register form (spec 2.2). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div className="sm-auth__rules" aria-live="polite">
      <p>{authTexts.passwordRulesTitle}</p>
      <ul>
        {PASSWORD_RULES.map((rule, i) => {
          const met = rule.test(password);
          return (
            <li key={rule.message} className={met ? 'is-met' : undefined}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {authTexts.ruleLabels[i]}
              <span className="sm-visually-hidden">{met ? ' (voldaan)' : ' (nog niet voldaan)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
