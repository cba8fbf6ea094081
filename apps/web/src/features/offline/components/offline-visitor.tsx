import { useEffect } from 'react';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { reportVisitor } from '@/shared/lib/offline-copies';

/** Tells the service worker who is visiting as soon as that is known, and again after every login and logout. */
export function OfflineVisitor() {
  const { data: user, isSuccess } = useKnownCurrentUser();
  // Unknown while the answer is loading or failed (offline): the worker keeps what it has until it is known.
  const visitor = isSuccess ? (user?.id ?? null) : undefined;
  useEffect(() => {
    if (visitor !== undefined) reportVisitor(visitor);
  }, [visitor]);
  return null;
}
