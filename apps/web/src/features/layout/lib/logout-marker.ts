/** Session-storage marker set by a logout, read once by the home page's notice (spec §2, logout notice). */
export const LOGOUT_MARKER_KEY = 'loggedOut';

export function setLogoutMarker(): void {
  try {
    sessionStorage.setItem(LOGOUT_MARKER_KEY, String(Date.now()));
  } catch {
    /* storage unavailable: no notice */
  }
}

export function takeLogoutMarker(): boolean {
  try {
    const isSet = sessionStorage.getItem(LOGOUT_MARKER_KEY) !== null;
    sessionStorage.removeItem(LOGOUT_MARKER_KEY);
    return isSet;
  } catch {
    return false;
  }
}
