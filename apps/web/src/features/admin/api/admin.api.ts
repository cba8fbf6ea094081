import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  AdminAdList,
  AdminBankTransferList,
  BankTransferDecision,
  BankTransferStatus,
  AdminNotifications,
  AdminReportList,
  AdminLoginResponse,
  AdminUser,
  AdminUserStatistics,
  AuditEntry,
  BannedWordList,
  BusinessCustomerList,
  BusinessPackageList,
  Category,
  CategoryWithCount,
  ContentCheckResult,
  CronStatus,
  DatabaseStatus,
  EmailSettings,
  ExchangeRate,
  ExchangeRateHistory,
  FilterDefinition,
  JobRun,
  MessageWarningPatterns,
  OwnAd,
  RiskReasonStats,
  RiskSettings,
  SeoReport,
  Synonym,
  SynonymList,
} from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';
import { exchangeRateApi } from '@/shared/api/exchange-rate.api';
import { adminHeaders, adminSession } from './admin-session';

type Reply = { success: true; message: string };
type AdReply = Reply & { ad: OwnAd };
type UserReply = Reply & { user: Omit<AdminUser, 'adCount'> };
/** fraud: a rejection for fraud, whose photos and phone then weigh on the next ads' risk. */
type AdDecision = { id: number; status: 'approved' | 'rejected' | 'pending'; reason?: string; fraud?: boolean };

/**
 * Every back-office call carries the admin token; a 401 means it ended (logout elsewhere, 24 hours passed), so the
 * session is dropped and the login screen shows again.
 */
type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** Builds a queryFn that sends `request(arg)` with the admin token. */
const withAdminToken =
  <R, A>(request: (arg: A) => FetchArgs | string) =>
  async (arg: A, api: BaseQueryApi, extra: object, baseQuery: BaseQuery) => {
    const args = request(arg);
    const fetchArgs = typeof args === 'string' ? { url: args } : args;
    const result = await baseQuery(
      { ...fetchArgs, headers: { ...adminHeaders(), ...(fetchArgs.headers as Record<string, string> | undefined) } },
      api,
      extra,
    );
    if (result.error?.status === 401) adminSession.set(null);
    return result.error ? { error: result.error } : { data: result.data as R };
  };

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminLoginHint: build.query<{ defaultPassword: string | null }, void>({ query: () => '/admin/login-hint' }),
    adminLogin: build.mutation<AdminLoginResponse, string>({
      query: (password) => ({ url: '/admin/login', method: 'POST', body: { password } }),
    }),
    adminLogout: build.mutation<Reply, void>({
      queryFn: withAdminToken<Reply, void>(() => ({ url: '/admin/logout', method: 'POST' })),
    }),
    adminAds: build.query<AdminAdList, { search?: string; status?: string; sort?: 'risk' }>({
      queryFn: withAdminToken<AdminAdList, { search?: string; status?: string; sort?: 'risk' }>((arg) => ({
        url: '/admin/ads',
        params: { limit: 100, ...arg },
      })),
      providesTags: ['AdminAds'],
    }),
    setAdStatus: build.mutation<AdReply, AdDecision>({
      queryFn: withAdminToken<AdReply, AdDecision>(({ id, ...body }) => ({
        url: `/ads/${id}/status`,
        method: 'PATCH',
        body,
      })),
      // A rejection settles the ad's reports too; a decision counts in the week's risk figures.
      invalidatesTags: ['AdminAds', 'AdminReports', 'AdminRisk', { type: 'Ad', id: 'LIST' }],
    }),
    riskSettings: build.query<RiskSettings, void>({
      queryFn: withAdminToken<RiskSettings, void>(() => '/admin/risk-settings'),
      providesTags: ['AdminRisk'],
    }),
    saveRiskSettings: build.mutation<RiskSettings, RiskSettings>({
      queryFn: withAdminToken<RiskSettings, RiskSettings>((body) => ({ url: '/admin/risk-settings', method: 'PUT', body })),
      invalidatesTags: ['AdminRisk'],
    }),
    riskStats: build.query<RiskReasonStats, void>({
      queryFn: withAdminToken<RiskReasonStats, void>(() => '/admin/risk-stats'),
      providesTags: ['AdminRisk'],
    }),
    warningPatterns: build.query<MessageWarningPatterns, void>({
      queryFn: withAdminToken<MessageWarningPatterns, void>(() => '/admin/message-warnings'),
      providesTags: ['WarningPatterns'],
    }),
    addWarningPattern: build.mutation<MessageWarningPatterns, string>({
      queryFn: withAdminToken<MessageWarningPatterns, string>((pattern) => ({
        url: '/admin/message-warnings',
        method: 'POST',
        body: { pattern },
      })),
      invalidatesTags: ['WarningPatterns'],
    }),
    removeWarningPattern: build.mutation<MessageWarningPatterns, string>({
      queryFn: withAdminToken<MessageWarningPatterns, string>((pattern) => ({
        url: '/admin/message-warnings/remove',
        method: 'POST',
        body: { pattern },
      })),
      invalidatesTags: ['WarningPatterns'],
    }),
    exchangeRateHistory: build.query<ExchangeRateHistory, void>({
      queryFn: withAdminToken<ExchangeRateHistory, void>(() => '/admin/exchange-rate/history'),
      providesTags: ['ExchangeRateHistory'],
    }),
    setExchangeRate: build.mutation<ExchangeRate, { eurToSrd: number; confirmed: boolean }>({
      queryFn: withAdminToken<ExchangeRate, { eurToSrd: number; confirmed: boolean }>((body) => ({
        url: '/admin/exchange-rate',
        method: 'PUT',
        body,
      })),
      // 'Huidige koers' (and every converted price on screen) shows the rate saved at once, from the answer: a refetch
      // of the public rate could still meet the HTTP cache's older one.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(exchangeRateApi.util.upsertQueryData('getExchangeRate', undefined, data));
      },
      // Every list's converted prices and price filters follow the new rate.
      invalidatesTags: [{ type: 'Ad', id: 'LIST' }, 'ExchangeRateHistory'],
    }),
    adminReports: build.query<AdminReportList, void>({
      queryFn: withAdminToken<AdminReportList, void>(() => '/admin/reports'),
      providesTags: ['AdminReports'],
    }),
    dismissAdReports: build.mutation<Reply, number>({
      queryFn: withAdminToken<Reply, number>((adId) => ({ url: `/admin/reports/${adId}/dismiss`, method: 'POST' })),
      invalidatesTags: ['AdminReports', 'AdminAds', { type: 'Ad', id: 'LIST' }],
    }),
    dismissReviewReports: build.mutation<Reply, string>({
      queryFn: withAdminToken<Reply, string>((reviewId) => ({ url: `/admin/review-reports/${reviewId}/dismiss`, method: 'POST' })),
      invalidatesTags: ['AdminReports'],
    }),
    deleteReview: build.mutation<Reply, string>({
      queryFn: withAdminToken<Reply, string>((reviewId) => ({ url: `/admin/reviews/${reviewId}`, method: 'DELETE' })),
      invalidatesTags: ['AdminReports'],
    }),
    adminBankTransfers: build.query<AdminBankTransferList, { status: BankTransferStatus; q?: string }>({
      queryFn: withAdminToken<AdminBankTransferList, { status: BankTransferStatus; q?: string }>(({ status, q }) => ({
        url: '/admin/bank-transfers',
        params: q ? { status, q } : { status },
      })),
      providesTags: ['AdminBankTransfers'],
    }),
    // A confirmed transfer activates a package: the packages list shows it as paid.
    confirmBankTransfer: build.mutation<BankTransferDecision, string>({
      queryFn: withAdminToken<BankTransferDecision, string>((id) => ({ url: `/admin/bank-transfers/${id}/confirm`, method: 'POST' })),
      invalidatesTags: ['AdminBankTransfers', 'Business'],
    }),
    cancelBankTransfer: build.mutation<BankTransferDecision, string>({
      queryFn: withAdminToken<BankTransferDecision, string>((id) => ({ url: `/admin/bank-transfers/${id}/cancel`, method: 'POST' })),
      invalidatesTags: ['AdminBankTransfers'],
    }),
    deleteAdAsAdmin: build.mutation<Reply, number>({
      queryFn: withAdminToken<Reply, number>((id) => ({ url: `/ads/${id}`, method: 'DELETE' })),
      invalidatesTags: ['AdminAds', 'AdminUsers', { type: 'Ad', id: 'LIST' }],
    }),
    emailAction: build.mutation<AdReply, { action: string; id: number; sig: string }>({
      queryFn: withAdminToken<AdReply, { action: string; id: number; sig: string }>((body) => ({
        url: '/admin/email-action',
        method: 'POST',
        body,
      })),
      invalidatesTags: ['AdminAds'],
    }),
    adminNotifications: build.query<AdminNotifications, void>({
      queryFn: withAdminToken<AdminNotifications, void>(() => '/admin/notifications'),
      providesTags: ['AdminAds', 'AdminUsers', 'AdminReports'],
    }),
    adminUsers: build.query<AdminUser[], void>({
      queryFn: withAdminToken<AdminUser[], void>(() => '/admin/users/stats'),
      providesTags: ['AdminUsers'],
    }),
    adminUserStatistics: build.query<AdminUserStatistics, void>({
      queryFn: withAdminToken<AdminUserStatistics, void>(() => '/admin/user-statistics'),
      providesTags: ['AdminUsers'],
    }),
    createUser: build.mutation<UserReply, { name: string; email: string }>({
      queryFn: withAdminToken<UserReply, { name: string; email: string }>((body) => ({ url: '/admin/users', method: 'POST', body })),
      invalidatesTags: ['AdminUsers'],
    }),
    setUserStatus: build.mutation<UserReply, { id: string; status: 'active' | 'suspended' }>({
      queryFn: withAdminToken<UserReply, { id: string; status: 'active' | 'suspended' }>(({ id, status }) => ({
        url: `/admin/users/${id}/status`,
        method: 'PATCH',
        body: { status },
      })),
      invalidatesTags: ['AdminUsers'],
    }),
    deleteUser: build.mutation<Reply, string>({
      queryFn: withAdminToken<Reply, string>((id) => ({ url: `/admin/users/${id}`, method: 'DELETE' })),
      invalidatesTags: ['AdminUsers', 'AdminAds'],
    }),
    blacklist: build.query<BannedWordList, void>({
      queryFn: withAdminToken<BannedWordList, void>(() => '/admin/blacklist'),
      providesTags: ['Blacklist'],
    }),
    addBannedWord: build.mutation<BannedWordList, string>({
      queryFn: withAdminToken<BannedWordList, string>((word) => ({ url: '/admin/blacklist/add', method: 'POST', body: { words: [word] } })),
      invalidatesTags: ['Blacklist'],
    }),
    removeBannedWord: build.mutation<BannedWordList, string>({
      queryFn: withAdminToken<BannedWordList, string>((word) => ({
        url: '/admin/blacklist/remove',
        method: 'POST',
        body: { words: [word] },
      })),
      invalidatesTags: ['Blacklist'],
    }),
    testContent: build.mutation<ContentCheckResult, { title: string; description: string }>({
      queryFn: withAdminToken<ContentCheckResult, { title: string; description: string }>((body) => ({
        url: '/admin/blacklist/test',
        method: 'POST',
        body,
      })),
    }),
    emailSettings: build.query<EmailSettings, void>({
      queryFn: withAdminToken<EmailSettings, void>(() => '/admin/email-settings'),
      providesTags: ['EmailSettings'],
    }),
    saveEmailSettings: build.mutation<EmailSettings, EmailSettings>({
      queryFn: withAdminToken<EmailSettings, EmailSettings>((body) => ({ url: '/admin/email-settings', method: 'POST', body })),
      invalidatesTags: ['EmailSettings'],
    }),
    auditLog: build.query<{ entries: AuditEntry[] }, void>({
      queryFn: withAdminToken<{ entries: AuditEntry[] }, void>(() => ({ url: '/admin/audit-log', params: { limit: 200 } })),
      providesTags: ['AdminAds', 'AdminUsers', 'Blacklist', 'EmailSettings'],
    }),
    adminCategories: build.query<{ categories: CategoryWithCount[] }, void>({
      queryFn: withAdminToken<{ categories: CategoryWithCount[] }, void>(() => '/admin/categories'),
      providesTags: ['Category'],
    }),
    saveCategory: build.mutation<
      Reply & { category: Category },
      { id?: number; name: string; slug: string; icon?: string; parentId?: number | null }
    >({
      queryFn: withAdminToken<
        Reply & { category: Category },
        { id?: number; name: string; slug: string; icon?: string; parentId?: number | null }
      >(({ id, ...body }) =>
        id
          ? { url: `/categories/${id}`, method: 'PATCH', body: { name: body.name, slug: body.slug, icon: body.icon } }
          : { url: '/categories', method: 'POST', body },
      ),
      invalidatesTags: ['Category'],
    }),
    deleteCategory: build.mutation<Reply, number>({
      queryFn: withAdminToken<Reply, number>((id) => ({ url: `/categories/${id}`, method: 'DELETE' })),
      invalidatesTags: ['Category'],
    }),
    analyticsReport: build.query<unknown, { report: string; days: number; limit?: number }>({
      queryFn: withAdminToken<unknown, { report: string; days: number; limit?: number }>(({ report, days, limit }) => ({
        url: `/admin/analytics/${report}`,
        params: { days, ...(limit ? { limit } : {}) },
      })),
    }),
    databaseStatus: build.query<DatabaseStatus, void>({
      queryFn: withAdminToken<DatabaseStatus, void>(() => '/admin/database/status'),
      providesTags: ['Jobs'],
    }),
    migrate: build.mutation<{ success: true; results: { service: string; applied: number | null }[] }, void>({
      queryFn: withAdminToken<{ success: true; results: { service: string; applied: number | null }[] }, void>(() => ({
        url: '/admin/database/migrate',
        method: 'POST',
      })),
      invalidatesTags: ['Jobs'],
    }),
    seoReport: build.query<SeoReport, void>({
      queryFn: withAdminToken<SeoReport, void>(() => '/admin/seo'),
    }),
    packages: build.query<BusinessPackageList & BusinessCustomerList, void>({
      queryFn: withAdminToken<BusinessPackageList & BusinessCustomerList, void>(() => '/admin/packages'),
    }),
    adminFilters: build.query<{ filters: FilterDefinition[] }, void>({
      queryFn: withAdminToken<{ filters: FilterDefinition[] }, void>(() => '/admin/filters'),
      providesTags: ['Category'],
    }),
    createFilter: build.mutation<Reply & { filter: FilterDefinition }, Record<string, unknown>>({
      queryFn: withAdminToken<Reply & { filter: FilterDefinition }, Record<string, unknown>>((body) => ({
        url: '/admin/filters',
        method: 'POST',
        body,
      })),
      invalidatesTags: ['Category'],
    }),
    deleteFilter: build.mutation<Reply, number>({
      queryFn: withAdminToken<Reply, number>((id) => ({ url: `/admin/filters/${id}`, method: 'DELETE' })),
      invalidatesTags: ['Category'],
    }),
    cronStatus: build.query<CronStatus, void>({
      queryFn: withAdminToken<CronStatus, void>(() => '/cron/status'),
      providesTags: ['Jobs'],
    }),
    runCronJob: build.mutation<{ success: true; job: string; result: unknown; run: JobRun }, string>({
      queryFn: withAdminToken<{ success: true; job: string; result: unknown; run: JobRun }, string>((job) => ({
        url: `/cron/${job}`,
        method: 'POST',
      })),
      invalidatesTags: ['AdminAds', 'Jobs'],
    }),
    synonyms: build.query<SynonymList, void>({
      queryFn: withAdminToken<SynonymList, void>(() => '/admin/synonyms'),
      providesTags: ['Synonym'],
    }),
    addSynonym: build.mutation<Reply & { synonym: Synonym }, { term: string; synonym: string }>({
      queryFn: withAdminToken<Reply & { synonym: Synonym }, { term: string; synonym: string }>((body) => ({
        url: '/admin/synonyms',
        method: 'POST',
        body,
      })),
      invalidatesTags: ['Synonym'],
    }),
    removeSynonym: build.mutation<Reply, number>({
      queryFn: withAdminToken<Reply, number>((id) => ({ url: `/admin/synonyms/${id}`, method: 'DELETE' })),
      invalidatesTags: ['Synonym'],
    }),
  }),
});

export const {
  useAdminLoginHintQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminAdsQuery,
  useRiskSettingsQuery,
  useSaveRiskSettingsMutation,
  useRiskStatsQuery,
  useWarningPatternsQuery,
  useAddWarningPatternMutation,
  useRemoveWarningPatternMutation,
  useSetAdStatusMutation,
  useDeleteAdAsAdminMutation,
  useEmailActionMutation,
  useAdminNotificationsQuery,
  useAdminUsersQuery,
  useAdminUserStatisticsQuery,
  useCreateUserMutation,
  useSetUserStatusMutation,
  useDeleteUserMutation,
  useBlacklistQuery,
  useAddBannedWordMutation,
  useRemoveBannedWordMutation,
  useTestContentMutation,
  useEmailSettingsQuery,
  useSaveEmailSettingsMutation,
  useRunCronJobMutation,
  useCronStatusQuery,
  useAnalyticsReportQuery,
  useDatabaseStatusQuery,
  useMigrateMutation,
  useSeoReportQuery,
  usePackagesQuery,
  useAdminFiltersQuery,
  useCreateFilterMutation,
  useDeleteFilterMutation,
  useAuditLogQuery,
  useAdminCategoriesQuery,
  useSaveCategoryMutation,
  useDeleteCategoryMutation,
  useAdminReportsQuery,
  useExchangeRateHistoryQuery,
  useSetExchangeRateMutation,
  useDismissAdReportsMutation,
  useDismissReviewReportsMutation,
  useDeleteReviewMutation,
  useSynonymsQuery,
  useAddSynonymMutation,
  useRemoveSynonymMutation,
  useAdminBankTransfersQuery,
  useConfirmBankTransferMutation,
  useCancelBankTransferMutation,
} = adminApi;
