// What other parts of the app may use of the auth feature: the business registration shares the password rules.
export { authTexts } from './auth.texts';
export { PasswordChecklist } from './components/password-checklist';
