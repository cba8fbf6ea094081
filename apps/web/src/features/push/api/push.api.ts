import type {
  CreatePushSubscriptionDto,
  PushPreferences,
  PushPublicKey,
  PushSubscriptionCreated,
  PushSubscriptionList,
} from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

const DEVICES = { type: 'PushSubscription' as const, id: 'LIST' };
const PREFERENCES = { type: 'PushSubscription' as const, id: 'PREFERENCES' };

export const pushApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<PushPublicKey, void>({ query: () => '/push/public-key' }),
    getPushSubscriptions: build.query<PushSubscriptionList, void>({ query: () => '/push/subscriptions', providesTags: [DEVICES] }),
    subscribePush: build.mutation<PushSubscriptionCreated, CreatePushSubscriptionDto>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
      invalidatesTags: [DEVICES],
    }),
    removePushSubscription: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/push/subscriptions/${id}`, method: 'DELETE' }),
      invalidatesTags: [DEVICES],
    }),
    getPushPreferences: build.query<PushPreferences, void>({ query: () => '/push/preferences', providesTags: [PREFERENCES] }),
    setPushPreferences: build.mutation<PushPreferences, PushPreferences>({
      query: (body) => ({ url: '/push/preferences', method: 'PUT', body }),
      invalidatesTags: [PREFERENCES],
    }),
  }),
});

export const {
  useLazyGetPushPublicKeyQuery,
  useLazyGetPushSubscriptionsQuery,
  useGetPushSubscriptionsQuery,
  useSubscribePushMutation,
  useRemovePushSubscriptionMutation,
  useGetPushPreferencesQuery,
  useSetPushPreferencesMutation,
} = pushApi;
