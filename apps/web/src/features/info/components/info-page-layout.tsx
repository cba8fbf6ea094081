import { Breadcrumb, Typography } from 'antd';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../hooks/use-page-meta';
import { INFO_TEXTS } from '../info.texts';
import { links } from '@/shared/lib/paths';

interface InfoPageLayoutProps {
  title: string;
  description: string;
  lastUpdated?: string;
  children: ReactNode;
}

/** Breadcrumb (Home > page), title and description shared by every information page (accounts spec 2.17). */
export function InfoPageLayout({ title, description, lastUpdated, children }: InfoPageLayoutProps) {
  usePageMeta(title, description);
  return (
    <article style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 48px' }}>
      <nav aria-label={INFO_TEXTS.breadcrumbLabel}>
        <Breadcrumb items={[{ title: <Link to={links.home}>{INFO_TEXTS.home}</Link> }, { title }]} />
      </nav>
      <Typography.Title level={1} style={{ marginTop: 16 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {description}
      </Typography.Paragraph>
      {lastUpdated && <Typography.Paragraph type="secondary">{lastUpdated}</Typography.Paragraph>}
      {children}
    </article>
  );
}
