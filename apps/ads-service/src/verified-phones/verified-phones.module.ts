import { Module } from '@nestjs/common';
import { PhoneChangesConsumer } from './phone-changes.consumer';
import { VerifiedPhones } from './verified-phones.service';

/** Which ads show 'Nummer geverifieerd'. */
@Module({ providers: [VerifiedPhones, PhoneChangesConsumer], exports: [VerifiedPhones] })
export class VerifiedPhonesModule {}
