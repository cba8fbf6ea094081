import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SaleController } from './sale.controller';

@Module({ imports: [AuthModule], controllers: [SaleController] })
export class SaleModule {}
