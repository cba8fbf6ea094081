import { Module } from '@nestjs/common';
import { UserTokensService } from '../auth/user-tokens.service';
import { MailModule } from '../mail/mail.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';

@Module({ imports: [MailModule], controllers: [AdminUsersController], providers: [AdminUsersService, UserTokensService] })
export class AdminUsersModule {}
