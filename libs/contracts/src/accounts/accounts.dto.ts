import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { PHONE_PATTERN, trimText, trimToNull } from '../common/text-transforms';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { PASSWORD_RULES } from './password-rules';

// The request bodies of the accounts API (accounts spec 5) with the spec's Dutch messages. The gateway validates
// them, and the accounts-service validates the same classes again.

/** An e-mail address is compared without case (one account per address). */
export const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Far above any real password; bounds the hashing work a request can cause. */
const PASSWORD_MAX = 200;

/**
 * The five rules, each with its own message. Registered last rule first, as stacked decorators are: the field's
 * shown message is the last failed one registered, so it is the first rule of the checklist the password misses.
 * The reset form words its length rule differently from registration (accounts spec 5): `minLengthMessage`.
 */
export function StrongPassword(minLengthMessage: string = M.passwordMinLength): PropertyDecorator {
  return (target, key) => {
    for (const [i, rule] of [...PASSWORD_RULES.entries()].reverse()) {
      ValidateBy(
        { name: `passwordRule${i}`, validator: { validate: (value) => typeof value === 'string' && rule.test(value) } },
        { message: i === 0 ? minLengthMessage : rule.message },
      )(target, key);
    }
    MaxLength(PASSWORD_MAX, { message: M.fieldTooLong })(target, key);
    IsString({ message: minLengthMessage })(target, key);
  };
}

/** The field equals another field of the same body (a password confirmation). */
export function SameAs(other: string, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'sameAs',
      validator: { validate: (value, args) => typeof value === 'string' && value === (args?.object as Record<string, unknown>)[other] },
    },
    { message },
  );
}

export class LoginDto {
  @Transform(normaliseEmail)
  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254, { message: M.emailInvalid })
  email: string;

  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  @MaxLength(PASSWORD_MAX, { message: M.loginFailed })
  password: string;

  /** An API client asks for the session token in the answer (for `Authorization: Bearer`); browsers use the cookie. */
  @IsOptional()
  @IsBoolean()
  bearer?: boolean;
}

export class RegisterDto {
  @Transform(trimText)
  @IsString({ message: M.firstNameRequired })
  @IsNotEmpty({ message: M.firstNameRequired })
  @MaxLength(100, { message: M.fieldTooLong })
  @IsSingleLineText()
  firstName: string;

  @Transform(trimText)
  @IsString({ message: M.lastNameRequired })
  @IsNotEmpty({ message: M.lastNameRequired })
  @MaxLength(100, { message: M.fieldTooLong })
  @IsSingleLineText()
  lastName: string;

  @Transform(normaliseEmail)
  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254, { message: M.emailInvalid })
  email: string;

  @StrongPassword()
  password: string;

  @SameAs('password', M.passwordsDoNotMatch)
  confirmPassword: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: M.phoneInvalid })
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  phone?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: M.fieldTooLong })
  @MaxLength(100, { message: M.fieldTooLong })
  @IsSingleLineText()
  location?: string | null;
}

export class VerifyEmailDto {
  @IsString({ message: M.verificationInvalid })
  @IsNotEmpty({ message: M.verificationInvalid })
  @MaxLength(200, { message: M.verificationInvalid })
  token: string;
}

export class ForgotPasswordDto {
  @Transform(normaliseEmail)
  @IsString({ message: M.emailRequired })
  @IsNotEmpty({ message: M.emailRequired })
  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254, { message: M.emailInvalid })
  email: string;
}

export class ResetPasswordDto {
  @IsString({ message: M.resetTokenMissing })
  @IsNotEmpty({ message: M.resetTokenMissing })
  @MaxLength(200, { message: M.resetLinkInvalid })
  token: string;

  // A reset sets the account's password, so it meets the registration rules (the page shows the strength meter).
  @StrongPassword(M.resetPasswordMinLength)
  newPassword: string;

  // The spec's call sends only the token and the new password; a confirmation, when sent, must match.
  @IsOptional()
  @SameAs('newPassword', M.passwordsDoNotMatch)
  confirmPassword?: string;
}

export class ChangePasswordDto {
  @IsString({ message: M.currentPasswordRequired })
  @IsNotEmpty({ message: M.currentPasswordRequired })
  @MaxLength(PASSWORD_MAX, { message: M.currentPasswordWrong })
  currentPassword: string;

  // The settings form asks for 6; the account's password must still meet the registration rules.
  @IsString({ message: M.newPasswordMinLength })
  @MinLength(6, { message: M.newPasswordMinLength })
  @StrongPassword()
  newPassword: string;

  @IsString({ message: M.confirmPasswordRequired })
  @IsNotEmpty({ message: M.confirmPasswordRequired })
  @SameAs('newPassword', M.passwordsDoNotMatch)
  confirmPassword: string;
}

export class UpdateProfileDto {
  @Transform(trimText)
  @IsString({ message: M.firstNameRequired })
  @IsNotEmpty({ message: M.firstNameRequired })
  @MaxLength(100, { message: M.fieldTooLong })
  @IsSingleLineText()
  firstName: string;

  @Transform(trimText)
  @IsString({ message: M.lastNameRequired })
  @IsNotEmpty({ message: M.lastNameRequired })
  @MaxLength(100, { message: M.fieldTooLong })
  @IsSingleLineText()
  lastName: string;

  @Transform(normaliseEmail)
  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254, { message: M.emailInvalid })
  email: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: M.phoneInvalid })
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  phone?: string | null;

  @Transform(trimText)
  @IsString({ message: M.locationRequired })
  @IsNotEmpty({ message: M.locationRequired })
  @MaxLength(100, { message: M.fieldTooLong })
  @IsSingleLineText()
  location: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: M.fieldTooLong })
  @MaxLength(1000, { message: M.fieldTooLong })
  @IsMultiLineText()
  bio?: string | null;

  // A new e-mail address takes the current password (the server asks for it only then).
  @IsOptional()
  @IsString({ message: M.currentPasswordForEmail })
  @MaxLength(PASSWORD_MAX, { message: M.currentPasswordWrong })
  currentPassword?: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: M.fieldTooLong })
  @MaxLength(150, { message: M.fieldTooLong })
  @IsSingleLineText()
  companyName?: string | null;
}

export class VerifyPhoneDto {
  @Transform(trimText)
  @IsString({ message: M.phoneRequired })
  @IsNotEmpty({ message: M.phoneRequired })
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  phone: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: M.codeInvalid })
  @Matches(/^[0-9]{6}$/, { message: M.codeInvalid })
  code?: string | null;
}

export class NotificationSettingsDto {
  @IsBoolean({ message: 'emailNotifications moet waar of onwaar zijn' })
  emailNotifications: boolean;

  @IsBoolean({ message: 'pushNotifications moet waar of onwaar zijn' })
  pushNotifications: boolean;

  @IsBoolean({ message: 'marketingEmails moet waar of onwaar zijn' })
  marketingEmails: boolean;
}

export class DeleteAccountDto {
  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  @MaxLength(PASSWORD_MAX, { message: M.passwordWrong })
  password: string;
}

// What the gateway sends over NATS for a call on a user's behalf: the body plus who is asking.

export class SessionTokenDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

export class LoginRequest extends LoginDto {
  /** The client address, for the login slow-down per address. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ip?: string;

  /** The browser's device cookie, when it has one: a device the owner logged in with before. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  deviceToken?: string;
}

export class ActingUserDto {
  @IsUUID('all', { message: M.loginRequired })
  userId: string;
}

export class ResendVerificationRequest extends ActingUserDto {}

export class ChangePasswordRequest extends ChangePasswordDto {
  @IsUUID('all') userId: string;
  /** The session making the change stays; every other session of the user ends. */
  @IsString() @IsNotEmpty() @MaxLength(200) token: string;
}

export class UpdateProfileRequest extends UpdateProfileDto {
  @IsUUID('all') userId: string;
}

export class VerifyPhoneRequest extends VerifyPhoneDto {
  @IsUUID('all') userId: string;

  /** The client address, for the ceiling of codes per address. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ip?: string;
}

export class SetNotificationsRequest extends NotificationSettingsDto {
  @IsUUID('all') userId: string;
}

export class DeleteAccountRequest extends DeleteAccountDto {
  @IsUUID('all') userId: string;
}
