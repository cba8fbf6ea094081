/** Who a mail comes from: the site's name and address, in its header and footer. */
export interface MailBrand {
  siteName: string;
  /** Without a trailing slash. */
  publicUrl: string;
}

/** The web app's colours (apps/web/src/shared/ui/ui.css; the green is antd's colorPrimary), so a mail looks like the site. */
export const MAIL_COLOURS = {
  green: '#0b7a3e',
  greenLight: '#e7f5ec',
  yellow: '#f5c518',
  text: '#1f2933',
  muted: '#5f6b76',
  border: '#e3e8ec',
  background: '#f6f8f7',
} as const;

/** The web app's font stack: the reader's own system font, nothing to download. */
export const MAIL_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
