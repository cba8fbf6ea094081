/**
 * The business website field, one rule for the form and the server: people type 'mijnbedrijf.sr' or
 * 'www.mijnbedrijf.sr', so an address without a scheme gets https:// added; what is stored always opens in a browser.
 */
export function normaliseWebsite(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** After normaliseWebsite: http(s), a host with a dot and a top-level domain of letters, no spaces, at most 200 characters. */
export function isWebsite(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 200 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}
