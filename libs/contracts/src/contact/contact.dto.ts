import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';

// Contact form rules (accounts spec 5, "Contact form"), with the spec's Dutch messages.
export const CONTACT_MESSAGES = {
  name: 'Naam moet minimaal 2 karakters lang zijn',
  email: 'Ongeldig e-mailadres',
  subject: 'Onderwerp moet minimaal 5 karakters lang zijn',
  message: 'Bericht moet minimaal 10 karakters lang zijn',
  nameTooLong: 'Naam mag maximaal 100 karakters lang zijn',
  subjectTooLong: 'Onderwerp mag maximaal 150 karakters lang zijn',
  messageTooLong: 'Bericht mag maximaal 5000 karakters lang zijn',
  phoneInvalid: 'Ongeldig telefoonnummer',
  sent: 'Bericht verzonden',
} as const;

export class ContactMessageDto {
  @Transform(trimText)
  @IsString({ message: CONTACT_MESSAGES.name })
  @MinLength(2, { message: CONTACT_MESSAGES.name })
  @MaxLength(100, { message: CONTACT_MESSAGES.nameTooLong })
  @IsSingleLineText()
  name: string;

  @Transform(trimText)
  @IsEmail({}, { message: CONTACT_MESSAGES.email })
  @MaxLength(254, { message: CONTACT_MESSAGES.email })
  @IsSingleLineText()
  email: string;

  @Transform(trimText)
  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.phoneInvalid })
  @MaxLength(30, { message: CONTACT_MESSAGES.phoneInvalid })
  @IsSingleLineText()
  phone?: string;

  @Transform(trimText)
  @IsString({ message: CONTACT_MESSAGES.subject })
  @MinLength(5, { message: CONTACT_MESSAGES.subject })
  @MaxLength(150, { message: CONTACT_MESSAGES.subjectTooLong })
  @IsSingleLineText()
  subject: string;

  @Transform(trimText)
  @IsString({ message: CONTACT_MESSAGES.message })
  @MinLength(10, { message: CONTACT_MESSAGES.message })
  @MaxLength(5000, { message: CONTACT_MESSAGES.messageTooLong })
  @IsMultiLineText()
  message: string;
}

export interface ContactSent {
  id: number;
  message: string;
}
