import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AuthModule } from '../auth/auth.module';
import { AdminBankTransfersController } from './admin-bank-transfers.controller';
import { BankTransfersController } from './bank-transfers.controller';

@Module({ imports: [AuthModule, AdminAuthModule], controllers: [BankTransfersController, AdminBankTransfersController] })
export class BankTransfersModule {}
