import type { ThemeConfig } from 'antd';

const BRAND_GREEN = '#0b7a3e';

/**
 * Surinamese green as the one accent colour of every antd component. antd derives links, info messages, tabs in
 * progress and 'processing' tags from its own blue (colorInfo), not from colorPrimary: those are set to the brand too.
 */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GREEN,
    colorInfo: BRAND_GREEN,
    colorLink: BRAND_GREEN,
    // antd derives a dark seed's tints greyish (#a8baad behind a chosen menu item: 2.7:1); the light ones, set.
    colorPrimaryBg: '#e6f4ea',
    colorPrimaryBgHover: '#d3ebdb',
    // antd's greys and red for text (hints, breadcrumbs, placeholders, errors, 'danger' buttons) read below 4.5:1 on
    // white; these darker ones reach WCAG AA, checked by axe in the browser tests. The red's tints set for the same
    // reason as the green's.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.58)',
    colorError: '#c41d1f',
    colorErrorBg: '#fff2f0',
    colorErrorBgHover: '#fff1f0',
    colorErrorBorder: '#ffccc7',
    borderRadius: 8,
    fontFamily: 'inherit',
  },
  components: {
    // Status tags' text in a darker shade than the global colour (which icons and progress bars keep), on their tint.
    Tag: { colorSuccess: '#135200', colorWarning: '#613400', colorError: '#820014' },
  },
};
