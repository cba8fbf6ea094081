import type {
  DemoLoginAvailability,
  LoginResponse,
  MessageResponse,
  NotificationSettings,
  RegisterResponse,
  UserUpdatedResponse,
  VerifyEmailResponse,
} from '@surimarkt/contracts';
import { authApi } from './auth.api';
import { baseApi } from './base-api';

export interface RegisterBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
  location?: string;
}

export interface ProfileBody {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  location: string;
  bio?: string | null;
  companyName?: string | null;
  /** Only with a new e-mail address: the server asks for the current password then. */
  currentPassword?: string;
}

const CURRENT_USER = [{ type: 'User' as const, id: 'CURRENT' }];

/**
 * A save that answers the updated user writes it into the current-user cache at once: the header, the profile's
 * details and the verification panel all read that one entry, and a refetch alone left them showing the old value
 * until it came back (after 'Telefoon geverifieerd' the panel still said 50 %).
 */
const updatedUser = async (reply: Promise<{ data: MessageResponse | UserUpdatedResponse }>) => {
  const { data } = await reply.catch(() => ({ data: null }));
  return data && 'user' in data ? data.user : null;
};

/** The accounts API (libs/contracts accounts.types.ts). A login or activation refreshes the header's user. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: CURRENT_USER,
    }),
    demoLogin: build.mutation<LoginResponse, void>({
      query: () => ({ url: '/auth/demo-login', method: 'POST' }),
      invalidatesTags: CURRENT_USER,
    }),
    demoLoginAvailability: build.query<DemoLoginAvailability, void>({ query: () => '/auth/demo-login' }),
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<VerifyEmailResponse, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      invalidatesTags: CURRENT_USER,
    }),
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/resend-verification', method: 'POST' }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, { token: string; newPassword: string; confirmPassword: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<MessageResponse, { currentPassword: string; newPassword: string; confirmPassword: string }>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
    updateProfile: build.mutation<UserUpdatedResponse, ProfileBody>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const user = await updatedUser(queryFulfilled);
        if (user) dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
      },
      // The seller page shows the name and 'Over mij' too.
      invalidatesTags: [...CURRENT_USER, 'Seller'],
    }),
    verifyPhone: build.mutation<MessageResponse | UserUpdatedResponse, { phone: string; code?: string }>({
      query: (body) => ({ url: '/auth/verify-phone', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const user = await updatedUser(queryFulfilled);
        if (user) dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
      },
      invalidatesTags: (result) => (result && 'user' in result ? [...CURRENT_USER, 'Seller'] : []),
    }),
    getNotifications: build.query<NotificationSettings, void>({
      query: () => '/auth/notifications',
      providesTags: [{ type: 'User', id: 'NOTIFICATIONS' }],
    }),
    setNotifications: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({ url: '/auth/notifications', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'NOTIFICATIONS' }],
    }),
    deleteAccount: build.mutation<MessageResponse, { password: string }>({
      query: (body) => ({ url: '/auth/delete-account', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useDemoLoginMutation,
  useDemoLoginAvailabilityQuery,
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useUpdateProfileMutation,
  useVerifyPhoneMutation,
  useGetNotificationsQuery,
  useSetNotificationsMutation,
  useDeleteAccountMutation,
} = accountApi;
