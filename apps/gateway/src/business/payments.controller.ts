import { createHash, randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import {
  type AccountUser,
  BILLING_MESSAGES as M,
  type BusinessPackageList,
  BILLING_SUBJECTS as S,
  CreatePaymentIntentDto,
  type PaymentIntentResponse,
  PaymentIdDto,
  type PaymentsConfig,
  type PaymentView,
  TestCardDto,
} from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { httpError } from '../common/http-error';
import { RpcClient } from '../common/rpc-client.service';
import { type RawBodyRequest } from '../common/json-body.middleware';

/** Stripe allows keys of up to 255 printable characters; each one is stored as the UUID made from its SHA-256. */
function attemptKey(header: string | undefined): string {
  if (header === undefined) return randomUUID();
  if (!/^[\x21-\x7e]{1,255}$/.test(header)) throw httpError(400, M.idempotencyKeyInvalid);
  const hex = createHash('sha256').update(header).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Checkout (accounts spec 2.15): an intent per attempt, and the payment's state changes only when the provider's
 * signed webhook says so. The browser's word never marks anything paid.
 */
@Controller()
@UseInterceptors(NoStoreInterceptor)
export class PaymentsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The packages of the registration page (public). */
  @Get('packages')
  packages(): Promise<BusinessPackageList> {
    return this.rpc.send(S.packagesList, {});
  }

  @Get('payments/config')
  config(): Promise<PaymentsConfig> {
    return this.rpc.send(S.paymentsConfig, {});
  }

  /**
   * The spec's call `{ amount, currency }`, amount in euro cents. Stripe's `Idempotency-Key` header makes a retried
   * call answer the same intent; without it each call is a new attempt.
   */
  @Post('create-payment-intent')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  createIntent(
    @Body() body: CreatePaymentIntentDto,
    @CurrentUser() user: AccountUser,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<PaymentIntentResponse> {
    return this.rpc.send(S.createPaymentIntent, {
      ...body,
      userId: user.id,
      payerName: `${user.firstName} ${user.lastName}`,
      payerEmail: user.email,
      idempotencyKey: attemptKey(key),
    });
  }

  @Get('payments/:id')
  @UseGuards(SessionGuard)
  payment(@Param() params: PaymentIdDto, @CurrentUser() user: AccountUser): Promise<PaymentView> {
    return this.rpc.send(S.payment, { userId: user.id, id: params.id });
  }

  /** The test provider's card form: the billing-service confirms the attempt through its webhook's own path. */
  @Post('test-payments/:id/confirm')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  testConfirm(@Param() params: PaymentIdDto, @Body() body: TestCardDto, @CurrentUser() user: AccountUser): Promise<PaymentView> {
    return this.rpc.send(S.testConfirm, { userId: user.id, id: params.id, cardNumber: body.cardNumber });
  }

  /** Stripe's webhook: the signature is checked over the exact bytes received, by the billing-service that holds the secret. */
  @Post('stripe/webhook')
  @HttpCode(200)
  @SkipThrottle()
  webhook(@Req() req: RawBodyRequest, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    if (!req.rawBody || !signature) throw httpError(400, M.webhookInvalid);
    return this.rpc.send(S.webhook, { payload: req.rawBody.toString('utf8'), signature });
  }
}
