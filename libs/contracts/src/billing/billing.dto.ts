import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { ACCOUNT_MESSAGES as AM } from '../accounts/accounts.messages';
import { normaliseEmail, SameAs, StrongPassword } from '../accounts/accounts.dto';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { PHONE_PATTERN, trimText, trimToNull } from '../common/text-transforms';
import { BILLING_MESSAGES as M } from './billing.messages';
import { isWebsite, normaliseWebsite } from './website';
import { CHECKOUT_MAX_CENTS, CHECKOUT_MIN_CENTS, COMPANY_TYPES, type CompanyType, PACKAGE_TYPES, type PackageType } from './billing.types';

/** POST /api/auth/register-business (accounts spec 3, 5): the register rules plus the company's details and a package. */
export class RegisterBusinessDto {
  @Transform(trimText)
  @IsString({ message: AM.firstNameRequired })
  @IsNotEmpty({ message: AM.firstNameRequired })
  @MaxLength(100, { message: AM.fieldTooLong })
  @IsSingleLineText()
  firstName: string;

  @Transform(trimText)
  @IsString({ message: AM.lastNameRequired })
  @IsNotEmpty({ message: AM.lastNameRequired })
  @MaxLength(100, { message: AM.fieldTooLong })
  @IsSingleLineText()
  lastName: string;

  @Transform(normaliseEmail)
  @IsEmail({}, { message: AM.emailInvalid })
  @MaxLength(254, { message: AM.emailInvalid })
  email: string;

  @StrongPassword()
  password: string;

  @SameAs('password', AM.passwordsDoNotMatch)
  confirmPassword: string;

  @Transform(trimText)
  @IsString({ message: M.companyNameRequired })
  @IsNotEmpty({ message: M.companyNameRequired })
  @MaxLength(150, { message: AM.fieldTooLong })
  @IsSingleLineText()
  companyName: string;

  @IsIn(COMPANY_TYPES, { message: M.companyTypeRequired })
  companyType: CompanyType;

  @Transform(trimText)
  @IsString({ message: M.descriptionMinLength })
  @MinLength(10, { message: M.descriptionMinLength })
  @MaxLength(2000, { message: AM.fieldTooLong })
  @IsMultiLineText()
  description: string;

  @Transform(({ value }) => normaliseWebsite(value))
  @IsOptional()
  @IsString({ message: M.websiteInvalid })
  @ValidateBy({ name: 'isWebsite', validator: { validate: isWebsite } }, { message: M.websiteInvalid })
  website?: string | null;

  @Transform(trimText)
  @IsString({ message: M.phoneRequired })
  @IsNotEmpty({ message: M.phoneRequired })
  @Matches(PHONE_PATTERN, { message: AM.phoneInvalid })
  phone: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: AM.phoneInvalid })
  @Matches(PHONE_PATTERN, { message: AM.phoneInvalid })
  whatsappNumber?: string | null;

  @Transform(trimText)
  @IsString({ message: M.addressRequired })
  @IsNotEmpty({ message: M.addressRequired })
  @MaxLength(200, { message: AM.fieldTooLong })
  @IsSingleLineText()
  address: string;

  @Transform(trimText)
  @IsString({ message: M.cityRequired })
  @IsNotEmpty({ message: M.cityRequired })
  @MaxLength(100, { message: AM.fieldTooLong })
  @IsSingleLineText()
  city: string;

  @IsIn(PACKAGE_TYPES, { message: M.packageRequired })
  packageType: PackageType;

  @IsOptional()
  @IsBoolean({ message: M.termsRequired })
  acceptMarketing?: boolean;

  @Equals(true, { message: M.termsRequired })
  acceptTerms: boolean;
}

/** The accounts-service's part of a business registration: the user, with the id the gateway chose. */
export type BusinessAccountRequest = Omit<RegisterBusinessDto, 'packageType' | 'confirmPassword'> & { id: string; confirmPassword: string };

/** POST /api/create-payment-intent: a free amount in cents, or the subscription's due payment (the server prices it). */
export class CreatePaymentIntentDto {
  @IsOptional()
  @IsIn(['amount', 'subscription'], { message: M.amountInvalid })
  purpose?: 'amount' | 'subscription';

  @IsOptional()
  @IsInt({ message: M.amountInvalid })
  @Min(CHECKOUT_MIN_CENTS, { message: M.amountMin })
  @Max(CHECKOUT_MAX_CENTS, { message: M.amountMax })
  amount?: number;

  @IsOptional()
  @IsIn(['eur', 'EUR'], { message: M.amountInvalid })
  currency?: string;
}

/**
 * The intent as the gateway asks for it: for the session's user, with the attempt's key (the `Idempotency-Key`
 * header made into a UUID, or a new one without it), so a retried request makes no second payment.
 */
export class CreatePaymentIntentForUser extends CreatePaymentIntentDto {
  @IsUUID('all') userId: string;
  @IsString() @MaxLength(201) @IsSingleLineText() payerName: string;
  @IsEmail() payerEmail: string;
  @IsUUID('all') idempotencyKey: string;
}

export class PaymentIdDto {
  @IsUUID('all', { message: M.paymentNotFound })
  id: string;
}

/** The built-in test provider's card form (used only without Stripe keys). */
export class TestCardDto {
  @IsString({ message: M.cardInvalid })
  @Matches(/^[0-9 ]{12,23}$/, { message: M.cardInvalid })
  cardNumber: string;
}

/** PATCH /api/business/subscription: auto-renew on or off, or another package from the next period on. */
export class UpdateSubscriptionDto {
  @IsOptional()
  @IsBoolean({ message: M.subscriptionNotFound })
  autoRenew?: boolean;

  @IsOptional()
  @IsIn(PACKAGE_TYPES, { message: M.packageRequired })
  packageType?: PackageType;
}

// The billing-service's requests, checked on arrival with the same classes the gateway and the other services send.

/** One user's billing: their subscription, payments, or the end of an account. */
export class BillingUserDto {
  @IsUUID('all') userId: string;
}

/** A business registration's pending subscription (the accounts-service makes it, with the new account's id). */
export class CreateSubscriptionRequest extends BillingUserDto {
  @IsIn(PACKAGE_TYPES, { message: M.packageRequired }) packageType: PackageType;
  @IsString() @MaxLength(150) @IsSingleLineText() companyName: string;
  @IsString() @MaxLength(201) @IsSingleLineText() contactName: string;
  @IsEmail() email: string;
}

export class UpdateSubscriptionRequest extends UpdateSubscriptionDto {
  @IsUUID('all') userId: string;
}

/** One payment of the user's own. */
export class UserPaymentRequest extends BillingUserDto {
  @IsUUID('all', { message: M.paymentNotFound }) id: string;
}

/** The test provider's card form for one of the user's payments. */
export class TestCardRequest extends TestCardDto {
  @IsUUID('all') userId: string;
  @IsUUID('all', { message: M.paymentNotFound }) id: string;
}

/** A provider's webhook call: the exact bytes received and their signature. */
export class WebhookRequest {
  @IsString() @IsMultiLineText() @MaxLength(65_536) payload: string;
  @IsString() @IsSingleLineText() @MaxLength(1_000) signature: string;
}
