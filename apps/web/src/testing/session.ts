import type { AccountUser } from '@surimarkt/contracts';
import { http, HttpResponse } from 'msw';

/** A full user as GET /api/auth/user answers it, with the fields a test cares about. */
export function makeUser(fields: Partial<AccountUser> = {}): AccountUser {
  return {
    id: '00000000-0000-4000-8000-000000000042',
    firstName: 'Sita',
    lastName: 'Ramdin',
    email: 'sita@example.sr',
    username: 'sita',
    phone: null,
    location: 'Paramaribo',
    bio: null,
    companyName: null,
    profileImageUrl: null,
    isEmailVerified: true,
    isPhoneVerified: false,
    accountType: 'user',
    status: 'active',
    createdAt: '2026-01-15T10:00:00.000Z',
    lastLoginAt: null,
    ...fields,
  };
}

/**
 * The browser side of a logged-in session: the server's marker cookie (the session cookie itself is httpOnly and
 * invisible to the page) and GET /api/auth/user answering the user while isLoggedIn() holds.
 */
export function sessionHandler(user: AccountUser, isLoggedIn: () => boolean = () => true) {
  document.cookie = 'sm_has_session=1; path=/';
  return http.get('*/api/auth/user', () => (isLoggedIn() ? HttpResponse.json({ user }) : new HttpResponse(null, { status: 401 })));
}
