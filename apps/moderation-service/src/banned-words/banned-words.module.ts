import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BannedWordEntity } from './banned-word.entity';
import { BannedWordsController } from './banned-words.controller';
import { BannedWordsService } from './banned-words.service';

@Module({
  imports: [TypeOrmModule.forFeature([BannedWordEntity])],
  controllers: [BannedWordsController],
  providers: [BannedWordsService],
  exports: [BannedWordsService],
})
export class BannedWordsModule {}
