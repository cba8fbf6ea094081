import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';

@Module({ imports: [MailModule, UsersModule], controllers: [AdminUsersController], providers: [AdminUsersService] })
export class AdminUsersModule {}
