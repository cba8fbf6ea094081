import { Module } from '@nestjs/common';
import { UserTokensService } from '../auth/user-tokens.service';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';

@Module({ imports: [MailModule, UsersModule], controllers: [AdminUsersController], providers: [AdminUsersService, UserTokensService] })
export class AdminUsersModule {}
