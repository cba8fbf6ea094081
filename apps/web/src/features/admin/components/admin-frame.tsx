import { ADMIN_MESSAGES } from '@surimarkt/contracts/texts';
import { Button, ConfigProvider, Drawer, Grid, Layout, Menu, Spin, theme, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useToast } from '@/shared/hooks/use-toast';
import { antdTheme } from '@/shared/ui/antd-theme';
import { adminTexts as t } from '../admin.texts';
import { useAdminLogoutMutation } from '../api/admin.api';
import { adminSession } from '../api/admin-session';
import { ADMIN_SECTIONS, type SectionKey } from '../sections/sections';
import { useAdminTheme } from './admin-theme';
import { NotificationsPanel } from './notifications-panel';

/** The frame after login (spec 2.3): sections in a sidebar (a drawer on a phone), theme, Meldingen and logout. */
export function AdminFrame({ active, onSelect }: { active: SectionKey; onSelect: (key: SectionKey) => void }) {
  const wide = Grid.useBreakpoint().lg ?? true;
  const [dark, toggleTheme] = useAdminTheme();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logout] = useAdminLogoutMutation();
  const toast = useToast();
  const sections = ADMIN_SECTIONS.filter((s) => wide || !s.desktopOnly);
  const current = sections.find((s) => s.key === active) ?? sections[0];

  const onLogout = async () => {
    await logout().catch(() => undefined);
    adminSession.set(null);
    toast.success(ADMIN_MESSAGES.loggedOut);
  };
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[current.key]}
      items={sections.map((s) => ({ key: s.key, label: s.label }))}
      onClick={({ key }) => {
        onSelect(key as SectionKey);
        setDrawerOpen(false);
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );

  return (
    <ConfigProvider theme={{ ...antdTheme, algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
      <Layout style={{ minHeight: '100vh' }}>
        {wide && (
          <Layout.Sider width={220} theme={dark ? 'dark' : 'light'}>
            <div style={{ padding: 16, fontWeight: 700 }}>{t.title}</div>
            {menu}
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header
            style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInline: 12, background: dark ? undefined : '#fff' }}
          >
            {!wide && (
              <Button aria-label={t.menu} onClick={() => setDrawerOpen(true)}>
                ☰
              </Button>
            )}
            <Typography.Title level={4} style={{ margin: 0, flex: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {current.label}
            </Typography.Title>
            <NotificationsPanel />
            <Button onClick={toggleTheme} aria-label={dark ? t.themeLight : t.themeDark} title={dark ? t.themeLight : t.themeDark}>
              {dark ? '☀' : '☾'}
            </Button>
            <Button onClick={onLogout}>{t.logout}</Button>
          </Layout.Header>
          <Layout.Content style={{ padding: wide ? 24 : 12, minWidth: 0 }}>
            <Suspense fallback={<Spin />}>
              <current.Component />
            </Suspense>
          </Layout.Content>
        </Layout>
        {!wide && (
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={260} title={t.title}>
            {menu}
          </Drawer>
        )}
      </Layout>
    </ConfigProvider>
  );
}
