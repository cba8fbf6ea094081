import { CONVERSATION_MESSAGES as M, type MailContent, type PROFILE_TABS } from '@surimarkt/contracts';

/** The inbox tab of the profile; ?gesprek= opens one conversation there. */
const INBOX_PATH = `/profiel/${'berichten' satisfies (typeof PROFILE_TABS)[number]}`;

/** To the party who left a message unread: who wrote, about which ad, and a link straight into the conversation. */
export function unreadMessageMail(
  mail: { conversationId: string; adTitle: string; senderName: string },
  site: { publicUrl: string; siteName: string },
): { subject: string; content: MailContent } {
  const url = new URL(`${INBOX_PATH}?gesprek=${mail.conversationId}`, site.publicUrl).toString();
  return {
    subject: `${site.siteName}: ${M.unreadMailSubject(mail.adTitle)}`,
    content: {
      heading: M.unreadMailSubject(mail.adTitle),
      paragraphs: [M.unreadMailIntro(mail.senderName, mail.adTitle)],
      button: { label: M.unreadMailAction, url },
      reason: M.unreadMailReason,
    },
  };
}
