import { links } from '@/shared/lib/paths';

/** The inbox with one conversation open (the unread mail links here too). */
export const inboxLink = (conversationId: string) => `${links.profileTab('berichten')}?gesprek=${conversationId}`;
