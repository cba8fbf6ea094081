import { Module } from '@nestjs/common';
import { PricesController } from './prices.controller';
import { TypicalPrices } from './typical-prices.service';

@Module({ controllers: [PricesController], providers: [TypicalPrices], exports: [TypicalPrices] })
export class PricesModule {}
