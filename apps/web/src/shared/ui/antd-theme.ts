import type { ThemeConfig } from 'antd';

/** Surinamese green as the one accent colour of every antd component. */
export const antdTheme: ThemeConfig = {
  token: { colorPrimary: '#0b7a3e', borderRadius: 8, fontFamily: 'inherit' },
};
