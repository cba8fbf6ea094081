import type {
  AdInsights,
  AdWriteResponse,
  BankTransferView,
  BusinessPackageList,
  BusinessSubscription,
  BusinessSubscriptionResponse,
  LoginResponse,
  PackageType,
  PaymentHistory,
  PaymentIntentResponse,
  PaymentsConfig,
  PaymentView,
} from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

export interface RegisterBusinessBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  companyType: string;
  description: string;
  website?: string;
  phone: string;
  whatsappNumber?: string;
  address: string;
  city: string;
  packageType: PackageType;
  acceptMarketing: boolean;
  acceptTerms: boolean;
}

const CURRENT_USER = [{ type: 'User' as const, id: 'CURRENT' }];
const SUBSCRIPTION = [{ type: 'Business' as const, id: 'SUBSCRIPTION' }];
const PAYMENTS = [{ type: 'Business' as const, id: 'PAYMENTS' }];
const BANK_TRANSFER = [{ type: 'Business' as const, id: 'BANK_TRANSFER' }];

/** Business registration, checkout and the dashboard's subscription (libs/contracts billing.subjects.ts lists the routes). */
export const businessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    packages: build.query<BusinessPackageList, void>({ query: () => '/packages' }),
    registerBusiness: build.mutation<LoginResponse & { autoLogin: true }, RegisterBusinessBody>({
      query: (body) => ({ url: '/auth/register-business', method: 'POST', body }),
      invalidatesTags: [...CURRENT_USER, ...SUBSCRIPTION],
    }),
    subscription: build.query<BusinessSubscriptionResponse, void>({ query: () => '/business/subscription', providesTags: SUBSCRIPTION }),
    updateSubscription: build.mutation<BusinessSubscription, { autoRenew?: boolean; packageType?: PackageType }>({
      query: (body) => ({ url: '/business/subscription', method: 'PATCH', body }),
      invalidatesTags: SUBSCRIPTION,
    }),
    cancelSubscription: build.mutation<BusinessSubscription, void>({
      query: () => ({ url: '/business/subscription/cancel', method: 'POST' }),
      invalidatesTags: SUBSCRIPTION,
    }),
    insights: build.query<AdInsights, number>({ query: (days) => `/business/insights?days=${days}`, keepUnusedDataFor: 60 }),
    paymentHistory: build.query<PaymentHistory, void>({ query: () => '/business/payments/history', providesTags: PAYMENTS }),
    paymentsConfig: build.query<PaymentsConfig, void>({ query: () => '/payments/config' }),
    createPaymentIntent: build.mutation<
      PaymentIntentResponse,
      { purpose: 'amount' | 'subscription'; amount?: number; idempotencyKey: string }
    >({
      // The attempt's key travels as Stripe's Idempotency-Key header: a retried request makes no second payment.
      query: ({ idempotencyKey, ...body }) => ({
        url: '/create-payment-intent',
        method: 'POST',
        body: { ...body, currency: 'eur' },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    payment: build.query<PaymentView, string>({ query: (id) => `/payments/${id}` }),
    confirmTestPayment: build.mutation<PaymentView, { id: string; cardNumber: string }>({
      query: ({ id, cardNumber }) => ({ url: `/test-payments/${id}/confirm`, method: 'POST', body: { cardNumber } }),
      invalidatesTags: [...SUBSCRIPTION, ...PAYMENTS],
    }),
    currentBankTransfer: build.query<{ transfer: BankTransferView | null }, void>({
      query: () => '/bank-transfers/current',
      providesTags: BANK_TRANSFER,
    }),
    // The open transfer for the package: made once, then the same one again (the server decides).
    requestBankTransfer: build.mutation<BankTransferView, void>({
      query: () => ({ url: '/bank-transfers', method: 'POST', body: { purpose: 'subscription' } }),
      invalidatesTags: [...BANK_TRANSFER, ...PAYMENTS],
    }),
    promoteAd: build.mutation<AdWriteResponse, { id: number; featured?: boolean; topListing?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/ads/${id}/promotion`, method: 'PATCH', body }),
      invalidatesTags: [...SUBSCRIPTION, { type: 'Ad', id: 'OWN' }],
    }),
  }),
});

export const {
  usePackagesQuery,
  useRegisterBusinessMutation,
  useSubscriptionQuery,
  useUpdateSubscriptionMutation,
  useCancelSubscriptionMutation,
  useInsightsQuery,
  usePaymentHistoryQuery,
  usePaymentsConfigQuery,
  useCreatePaymentIntentMutation,
  usePaymentQuery,
  useConfirmTestPaymentMutation,
  usePromoteAdMutation,
  useCurrentBankTransferQuery,
  useRequestBankTransferMutation,
} = businessApi;
