import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { CONTACT_MESSAGES } from './contact.messages';

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
