import { type ContactSent } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

/** The contact form's payload (POST /api/contact); phone is left out when empty. */
export interface ContactMessageBody {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactSent, ContactMessageBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      // A new message joins the back-office's contact list.
      invalidatesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
