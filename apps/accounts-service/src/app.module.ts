import { AccountsDataExportModule } from './data-export/accounts-data-export';
import { Module } from '@nestjs/common';
import { createHealthController, EnvModule, EventsModule, serviceTypeOrmModule } from '@surimarkt/server';
import { AdNoticesModule } from './ad-notices/ad-notices.module';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { readEnv } from './config/env';
import { ContactMessageEntity } from './contact/contact-message.entity';
import { ContactModule } from './contact/contact.module';
import { UserEntity } from './users/user.entity';
import { UsersModule } from './users/users.module';
import { AuthModule } from './auth/auth.module';
import { PhoneVerificationModule } from './phone-verification/phone-verification.module';
import { PeersModule } from './peers/peers.module';
import { ProfileModule } from './profile/profile.module';
import { BusinessRegistrationModule } from './business-registration/business-registration.module';
import { PublicIdentitiesModule } from './public-identities/public-identities.module';
import { PushModule } from './push/push.module';

@Module({
  imports: [
    EnvModule.forRoot(readEnv),
    serviceTypeOrmModule({
      schema: 'accounts',
      entities: [UserEntity, ContactMessageEntity],
      srcDir: __dirname,
    }),
    EventsModule.forService({ outboxSchema: 'accounts' }),
    PeersModule,
    UsersModule,
    ContactModule,
    AuthModule,
    BusinessRegistrationModule,
    ProfileModule,
    PhoneVerificationModule,
    AdNoticesModule,
    AdminUsersModule,
    PublicIdentitiesModule,
    AccountsDataExportModule,
    PushModule,
  ],
  controllers: [createHealthController('accounts')],
})
export class AppModule {}
