import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BannedWordList, BannedWordsDto, CheckContentDto, type ContentCheckResult, MODERATION_SUBJECTS } from '@surimarkt/contracts';
import { BannedWordsService } from './banned-words.service';

@Controller()
export class BannedWordsController {
  constructor(private readonly bannedWords: BannedWordsService) {}

  @MessagePattern(MODERATION_SUBJECTS.checkContent)
  checkContent(@Payload() dto: CheckContentDto): Promise<ContentCheckResult> {
    return this.bannedWords.checkContent(dto);
  }

  @MessagePattern(MODERATION_SUBJECTS.listBannedWords)
  list(): Promise<BannedWordList> {
    return this.bannedWords.listBannedWords();
  }

  @MessagePattern(MODERATION_SUBJECTS.addBannedWords)
  add(@Payload() dto: BannedWordsDto): Promise<BannedWordList> {
    return this.bannedWords.addBannedWords(dto.words);
  }

  @MessagePattern(MODERATION_SUBJECTS.removeBannedWords)
  remove(@Payload() dto: BannedWordsDto): Promise<BannedWordList> {
    return this.bannedWords.removeBannedWords(dto.words);
  }
}
