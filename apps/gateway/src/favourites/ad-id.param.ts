import { ADS_MESSAGES, toCanonicalId } from '@surimarkt/contracts';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** ':adId' in a path: the canonical decimal spelling only, like an ad's own address. */
export class AdIdParam {
  @Transform(toCanonicalId)
  @IsInt({ message: ADS_MESSAGES.idInvalid })
  @Min(1, { message: ADS_MESSAGES.idInvalid })
  @Max(2147483647, { message: ADS_MESSAGES.idInvalid })
  adId: number;
}
