import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { BankTransfersController } from './bank-transfers.controller';
import { BankTransfersService } from './bank-transfers.service';

@Module({
  imports: [PaymentsModule],
  controllers: [BankTransfersController],
  providers: [BankTransfersService],
  exports: [BankTransfersService],
})
export class BankTransfersModule {}
