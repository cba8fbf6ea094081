/** The ad number of an /ad/:id address, or null when it cannot be one. */
export function parseAdId(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2147483647 ? Number(raw) : null;
}
