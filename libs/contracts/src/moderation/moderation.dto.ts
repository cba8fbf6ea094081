import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';

export const MODERATION_LIMITS = { wordMaxLength: 100, wordsPerRequest: 50, titleMaxLength: 200, descriptionMaxLength: 20000 } as const;

export const MODERATION_MESSAGES = {
  contentRequired: 'Vul een titel of beschrijving in',
  titleInvalid: 'Titel moet tekst van maximaal 200 karakters zijn',
  descriptionInvalid: 'Beschrijving moet tekst van maximaal 20000 karakters zijn',
  wordsInvalid: 'Geef 1 tot 50 woorden op',
  wordRequired: 'Woord is verplicht',
  wordTooLong: 'Een woord mag maximaal 100 karakters lang zijn',
  wordWithoutLetters: 'Een woord moet minstens één letter of cijfer bevatten',
} as const;

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value;

// Both fields are optional on their own, but the test needs one of them (back-office spec 5, Blacklist):
// these validators run even when the field is absent, which @IsOptional would not allow.
function IsOptionalText(maxLength: number, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isOptionalText',
      validator: { validate: (value) => value == null || (typeof value === 'string' && value.length <= maxLength) },
    },
    { message },
  );
}

function IsTitleOrDescriptionPresent(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTitleOrDescriptionPresent',
      validator: {
        validate: (_value, args) =>
          hasText((args?.object as CheckContentDto).title) || hasText((args?.object as CheckContentDto).description),
      },
    },
    { message: MODERATION_MESSAGES.contentRequired },
  );
}

/** POST /api/admin/blacklist/test, and the check of an ad's text. */
export class CheckContentDto {
  @IsOptionalText(MODERATION_LIMITS.titleMaxLength, MODERATION_MESSAGES.titleInvalid)
  @IsTitleOrDescriptionPresent()
  title?: string;

  @IsOptionalText(MODERATION_LIMITS.descriptionMaxLength, MODERATION_MESSAGES.descriptionInvalid)
  description?: string;
}

/** POST /api/admin/blacklist/add and /remove: { words: [one trimmed word] } (the form sends one at a time). */
export class BannedWordsDto {
  @Transform(trimEach)
  @IsArray({ message: MODERATION_MESSAGES.wordsInvalid })
  @ArrayMinSize(1, { message: MODERATION_MESSAGES.wordsInvalid })
  @ArrayMaxSize(MODERATION_LIMITS.wordsPerRequest, { message: MODERATION_MESSAGES.wordsInvalid })
  @IsString({ each: true, message: MODERATION_MESSAGES.wordRequired })
  @MinLength(1, { each: true, message: MODERATION_MESSAGES.wordRequired })
  @MaxLength(MODERATION_LIMITS.wordMaxLength, { each: true, message: MODERATION_MESSAGES.wordTooLong })
  // Matching compares letters and digits only, so '!!!' could never match anything.
  @Matches(/[\p{L}\p{N}]/u, { each: true, message: MODERATION_MESSAGES.wordWithoutLetters })
  words: string[];
}

export class EmailSettingsDto {
  @IsBoolean({ message: 'Zet e-mail bij nieuwe advertenties aan of uit' })
  emailNotificationAds: boolean;

  @IsBoolean({ message: 'Zet e-mail bij nieuwe gebruikers aan of uit' })
  emailNotificationUsers: boolean;
}
