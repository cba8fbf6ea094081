import { ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import type { ReactNode } from 'react';
import { antdTheme } from './antd-theme';

/**
 * antd in Dutch with our green. It wraps only what uses antd (dialogs, the drawer, pages with antd
 * components), so antd's ~100 KB stays out of the first load of the public pages.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={nlNL} theme={antdTheme}>
      {children}
    </ConfigProvider>
  );
}
