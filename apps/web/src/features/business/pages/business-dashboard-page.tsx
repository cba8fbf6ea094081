import { BellOutlined, LogoutOutlined } from '@ant-design/icons';
import type { AdInsights } from '@surimarkt/contracts';
import { ANALYTICS_PERIODS } from '@surimarkt/contracts/texts';
import { Alert, Badge, Button, Popover, Result, Segmented, Space, Spin, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCurrentUser, useLogoutMutation } from '@/shared/api/auth.api';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useInsightsQuery, usePackagesQuery, useSubscriptionQuery } from '../api/business.api';
import { businessTexts } from '../business.texts';
import { AccountTab } from '../components/account-tab';
import { AudienceTab } from '../components/audience-tab';
import { FinancialTab } from '../components/financial-tab';
import { LeadsTab } from '../components/leads-tab';
import { PerformanceTab } from '../components/performance-tab';
import { SearchTermsTab } from '../components/search-terms-tab';
import { links } from '@/shared/lib/paths';
import './business.css';

const t = businessTexts.dashboard;

/**
 * /business-dashboard (accounts spec 2.14): the package in the header, 'Limiet Bereikt' when 2 or fewer slots
 * remain, and the tabs with the business's own figures.
 */
export function BusinessDashboardPage() {
  useDocumentTitle(t.title);
  const { data: user, isLoading: userLoading } = useCurrentUser();
  const { data: sub, isLoading, isError } = useSubscriptionQuery(undefined, { skip: !user });
  const { data: packages } = usePackagesQuery();
  const [days, setDays] = useState<number>(30);
  const { data: insights, isFetching: insightsLoading } = useInsightsQuery(days, { skip: !sub });
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();

  if (userLoading || (user && isLoading)) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!user)
    return (
      <main className="sm-business__page">
        <Result
          status="info"
          title={businessTexts.checkout.loginNeeded}
          extra={
            <Link to={links.auth}>
              <Button type="primary">{businessTexts.checkout.login}</Button>
            </Link>
          }
        />
      </main>
    );
  if (isError || !sub) {
    return (
      <main className="sm-business__page">
        <Result
          status="404"
          title={t.noSubscription}
          subTitle={t.noSubscriptionHelp}
          extra={
            <Link to={links.businessRegister}>
              <Button type="primary">{t.registerCta}</Button>
            </Link>
          }
        />
      </main>
    );
  }
  const left = sub.maxAds - sub.usage.activeAds;
  // The figures' tabs wait for the period's figures; the page around them does not.
  const insightsPane = (tab: (figures: AdInsights) => ReactNode) =>
    insights && !insightsLoading ? tab(insights) : <Spin style={{ display: 'block', margin: '32px auto' }} />;
  // The bell lists what needs the business's attention: the same notices the page shows.
  const notices = [
    sub.paymentDue && t.status[sub.status],
    sub.slotsActive && left <= 2 && t.limitReached,
    !user.isEmailVerified && t.unverified,
  ].filter((notice): notice is string => Boolean(notice));
  return (
    <main className="sm-business__page" style={{ maxWidth: 1040 }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {sub.companyName} · {sub.packageName}
          </Typography.Text>
        </div>
        <Space>
          <Popover
            title={t.notifications}
            trigger="click"
            placement="bottomRight"
            content={
              notices.length ? (
                <ul style={{ margin: 0, paddingInlineStart: 18, maxWidth: 280 }}>
                  {notices.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              ) : (
                t.noNotifications
              )
            }
          >
            <Badge count={notices.length} size="small">
              <Button icon={<BellOutlined />} aria-label={t.notifications} />
            </Badge>
          </Popover>
          <Button
            icon={<LogoutOutlined />}
            onClick={async () => {
              await logout()
                .unwrap()
                .catch(() => undefined);
              navigate(links.home);
            }}
          >
            {t.logout}
          </Button>
        </Space>
      </header>
      {!user.isEmailVerified && <Alert type="info" showIcon message={t.unverified} style={{ marginTop: 16 }} />}
      {sub.slotsActive && left <= 2 && (
        <Alert
          type="warning"
          showIcon
          message={t.limitReached}
          description={t.limitText(Math.max(left, 0), sub.maxAds)}
          style={{ marginTop: 16 }}
        />
      )}
      <Space style={{ marginTop: 16 }} wrap>
        <Typography.Text type="secondary">{t.days}</Typography.Text>
        <Segmented
          size="small"
          value={days}
          onChange={(value) => setDays(Number(value))}
          options={ANALYTICS_PERIODS.map((n) => ({ value: n, label: t.last(n) }))}
        />
      </Space>
      <Tabs
        defaultActiveKey={sub.status === 'pending' ? 'account' : 'performance'}
        style={{ marginTop: 8 }}
        items={[
          { key: 'performance', label: t.tabs.performance, children: <PerformanceTab sub={sub} insights={insights} /> },
          { key: 'leads', label: t.tabs.leads, children: insightsPane((figures) => <LeadsTab insights={figures} />) },
          { key: 'audience', label: t.tabs.audience, children: insightsPane((figures) => <AudienceTab insights={figures} />) },
          { key: 'search', label: t.tabs.search, children: insightsPane((figures) => <SearchTermsTab insights={figures} />) },
          { key: 'account', label: t.tabs.account, children: <AccountTab sub={sub} packages={packages?.packages ?? []} /> },
          { key: 'financial', label: t.tabs.financial, children: <FinancialTab /> },
        ]}
      />
    </main>
  );
}
