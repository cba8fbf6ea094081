import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATEGORIES_SUBJECTS, type TypicalPrice, TypicalPriceDto } from '@surimarkt/contracts';
import { TypicalPrices } from './typical-prices.service';

@Controller()
export class PricesController {
  constructor(private readonly prices: TypicalPrices) {}

  @MessagePattern(CATEGORIES_SUBJECTS.typicalPrice)
  typical(@Payload() dto: TypicalPriceDto): Promise<TypicalPrice> {
    return this.prices.median({ categoryId: dto.categoryId, subcategoryId: dto.subcategoryId });
  }
}
