import { Avatar, Breadcrumb, Spin, Tabs, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '@/shared/api/auth.api';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { type ReactNode } from 'react';
import type { AccountUser } from '@surimarkt/contracts';
import { profileTexts as t, type ProfileTab } from '../profile.texts';
import { links } from '@/shared/lib/paths';

/** What each tab shows: the features that own a tab's data (my ads, favourites, bids, drafts) are plugged in by app/. */
export type ProfileTabContent = Record<Exclude<ProfileTab, 'recent-bekeken'>, (user: AccountUser) => ReactNode>;

const TAB_KEYS = Object.keys(t.tabs) as ProfileTab[];

/** /profile and /profiel with a sub-page per tab under both prefixes (spec 2.1, 2.5); a guest goes to /simple-login. */
export function ProfilePage({ tabs }: { tabs: ProfileTabContent }) {
  const { data: user, isLoading } = useCurrentUser();
  const { tab: tabParam } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const prefix = pathname.startsWith('/profiel') ? '/profiel' : '/profile';
  const tab: ProfileTab = TAB_KEYS.includes(tabParam as ProfileTab) ? (tabParam as ProfileTab) : 'profiel';
  useDocumentTitle(t.tabs[tab] === t.tabs.profiel ? t.title : t.tabs[tab]);

  useEffect(() => {
    if (!isLoading && !user) navigate(links.simpleLogin, { replace: true });
  }, [isLoading, navigate, user]);

  if (!user)
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin size="large" />
      </div>
    );

  const since = new Date(user.createdAt).toLocaleDateString('nl-NL', { month: 'long', year: 'numeric' });
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: '16px 12px 48px' }}>
      <Breadcrumb
        items={[
          { title: <Link to={links.home}>{t.home}</Link> },
          { title: <Link to={prefix}>{t.title}</Link> },
          ...(tab === 'profiel' ? [] : [{ title: t.tabs[tab] }]),
        ]}
      />
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '16px 0' }}>
        <Avatar size={56} src={user.profileImageUrl ?? undefined} style={{ background: '#1a7f37', flex: 'none' }}>
          {user.firstName.charAt(0).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {user.firstName} {user.lastName}
          </Typography.Title>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', color: '#666' }}>
            <span>{t.memberSince(since)}</span>
            <Tag color={user.isEmailVerified ? 'success' : 'warning'}>{user.isEmailVerified ? t.verified : t.partlyVerified}</Tag>
          </div>
        </div>
      </header>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(key === 'profiel' ? prefix : `${prefix}/${key}`)}
        items={TAB_KEYS.map((key) => ({
          key,
          label: t.tabs[key],
          children: key === 'recent-bekeken' || key !== tab ? null : tabs[key](user),
        }))}
      />
    </div>
  );
}
