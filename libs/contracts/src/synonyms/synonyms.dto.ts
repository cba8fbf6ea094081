import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { type Synonym, type SynonymList } from './synonyms.types';
import { SYNONYM_MESSAGES as M } from './synonyms.messages';

export const SYNONYMS_SUBJECTS = {
  list: natsSubject<Record<string, never>, SynonymList>('ads.synonyms-list'),
  create: natsSubject<CreateSynonymDto, { success: true; message: string; synonym: Synonym }>('ads.synonyms-create'),
  remove: natsSubject<SynonymIdDto, { success: true; message: string }>('ads.synonyms-remove'),
} as const;

const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** One word: letters (also accented) and digits, an inner apostrophe or hyphen (auto's, e-bike). */
const ONE_WORD = /^[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*$/u;

/** POST /api/admin/synonyms */
export class CreateSynonymDto {
  @Transform(lowerTrim)
  @IsString({ message: M.termRequired })
  @MinLength(1, { message: M.termRequired })
  @MaxLength(40, { message: M.oneWord })
  @Matches(ONE_WORD, { message: M.oneWord })
  term: string;

  @Transform(lowerTrim)
  @IsString({ message: M.synonymRequired })
  @MinLength(1, { message: M.synonymRequired })
  @MaxLength(40, { message: M.oneWord })
  @Matches(ONE_WORD, { message: M.oneWord })
  synonym: string;
}

/** DELETE /api/admin/synonyms/{id} */
export class SynonymIdDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value))
  @IsInt({ message: M.notFound })
  @Min(1, { message: M.notFound })
  id: number;
}
