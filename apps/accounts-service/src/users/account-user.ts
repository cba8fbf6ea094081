import { type AccountUser } from '@surimarkt/contracts';
import { type UserEntity } from './user.entity';

/** The user as the API shows it: never the hash, never a setting the page does not need. */
export function toAccountUser(user: UserEntity): AccountUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.email.split('@')[0],
    phone: user.phone,
    location: user.location,
    bio: user.bio,
    companyName: user.companyName,
    profileImageUrl: user.profileImageUrl,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    accountType: user.accountType,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
