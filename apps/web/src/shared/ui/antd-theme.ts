import type { ThemeConfig } from 'antd';

const BRAND_GREEN = '#0b7a3e';

/**
 * Surinamese green as the one accent colour of every antd component. antd derives links, info messages, tabs in
 * progress and 'processing' tags from its own blue (colorInfo), not from colorPrimary: those are set to the brand too.
 */
export const antdTheme: ThemeConfig = {
  token: { colorPrimary: BRAND_GREEN, colorInfo: BRAND_GREEN, colorLink: BRAND_GREEN, borderRadius: 8, fontFamily: 'inherit' },
};
