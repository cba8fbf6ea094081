/** PostgreSQL's unique_violation: here, an e-mail address another account already has (users_email_lower_key). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}
