import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BILLING_SUBJECTS as S,
  BillingUserDto,
  CreatePaymentIntentForUser,
  TestCardRequest,
  UserPaymentRequest,
  WebhookRequest,
  type PaymentHistory,
  type PaymentIntentResponse,
  type PaymentsConfig,
  type PaymentView,
} from '@surimarkt/contracts';
import { InjectEnv } from '@surimarkt/server';
import { type Env } from '../config/env';
import { invoicePdf } from './invoice-pdf';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    @InjectEnv() private readonly env: Env,
  ) {}

  @MessagePattern(S.paymentsConfig)
  config(): PaymentsConfig {
    return this.payments.config();
  }

  @MessagePattern(S.createPaymentIntent)
  createIntent(@Payload() dto: CreatePaymentIntentForUser): Promise<PaymentIntentResponse> {
    return this.payments.createIntent(dto);
  }

  @MessagePattern(S.payment)
  payment(@Payload() dto: UserPaymentRequest): Promise<PaymentView> {
    return this.payments.payment(dto.userId, dto.id);
  }

  @MessagePattern(S.paymentHistory)
  history(@Payload() dto: BillingUserDto): Promise<PaymentHistory> {
    return this.payments.history(dto.userId);
  }

  @MessagePattern(S.invoice)
  async invoice(@Payload() dto: UserPaymentRequest): Promise<{ filename: string; pdfBase64: string }> {
    const source = await this.payments.invoiceSource(dto.userId, dto.id);
    const pdf = await invoicePdf(source, this.env.SITE_NAME);
    return { filename: `factuur-${source.invoice_number}.pdf`, pdfBase64: pdf.toString('base64') };
  }

  @MessagePattern(S.testConfirm)
  testConfirm(@Payload() dto: TestCardRequest): Promise<PaymentView> {
    return this.payments.testConfirmation(dto.userId, dto.id, dto.cardNumber);
  }

  @MessagePattern(S.webhook)
  webhook(@Payload() dto: WebhookRequest): Promise<{ received: true; applied: boolean }> {
    return this.payments.webhook(String(dto.payload ?? ''), String(dto.signature ?? ''));
  }
}
