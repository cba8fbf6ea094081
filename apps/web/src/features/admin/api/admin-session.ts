import { useSyncExternalStore } from 'react';

/**
 * The back-office token from POST /api/admin/login, kept in local storage with its expiry (24 hours) so every tab
 * shares it: a login or logout in one tab reaches the others through the storage event.
 */
export interface AdminSession {
  token: string;
  expiresAt: string;
}

const KEY = 'sm_admin_session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: AdminSession | null } = { raw: null, session: null };

function read(): AdminSession | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw !== cached.raw) {
    let session: AdminSession | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as AdminSession) : null;
      session = parsed && typeof parsed.token === 'string' && typeof parsed.expiresAt === 'string' ? parsed : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  const { session } = cached;
  return session && new Date(session.expiresAt).getTime() > Date.now() ? session : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const adminSession = {
  get: read,
  set(session: AdminSession | null): void {
    try {
      if (session) localStorage.setItem(KEY, JSON.stringify(session));
      else localStorage.removeItem(KEY);
    } catch {
      // Without storage the back-office cannot keep a login; the next call answers 401 and shows the login again.
    }
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The live back-office session, or null (never logged in, logged out in any tab, or expired). */
export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(adminSession.subscribe, read, () => null);
}

/** The header every back-office call carries. */
export function adminHeaders(): Record<string, string> {
  const session = read();
  return session ? { 'admin-token': session.token } : {};
}
