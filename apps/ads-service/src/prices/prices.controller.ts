import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATEGORIES_SUBJECTS, type SubjectHandlers, type TypicalPrice, TypicalPriceDto } from '@surimarkt/contracts';
import { TypicalPrices } from './typical-prices.service';

@Controller()
export class PricesController implements SubjectHandlers<Pick<typeof CATEGORIES_SUBJECTS, 'typicalPrice'>> {
  constructor(private readonly prices: TypicalPrices) {}

  @MessagePattern(CATEGORIES_SUBJECTS.typicalPrice)
  typicalPrice(@Payload() dto: TypicalPriceDto): Promise<TypicalPrice> {
    return this.prices.median({ categoryId: dto.categoryId, subcategoryId: dto.subcategoryId });
  }
}
