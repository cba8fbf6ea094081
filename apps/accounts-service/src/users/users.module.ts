import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserChanges } from './user-changes.service';
import { UserRemoval } from './user-removal.service';
import { UserTokensService } from './user-tokens.service';
import { UserEntity } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, UserChanges, UserTokensService, UserRemoval],
  exports: [UsersService, UserChanges, UserTokensService, UserRemoval],
})
export class UsersModule {}
