import type { Ad } from '@surimarkt/contracts';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { AdGrid } from '@/shared/ui/ad-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { adsTexts } from '../ads.texts';

interface AdListPageProps {
  title: string;
  subtitle?: string;
  ads: Ad[] | undefined;
  isLoading: boolean;
  isError?: boolean;
  emptyText: string;
  badge?: string;
  children?: ReactNode;
}

/** A full list page: title, count, 12 skeleton cards while loading, then the grid or an empty state that links home. */
export function AdListPage({ title, subtitle, ads, isLoading, isError, emptyText, badge, children }: AdListPageProps) {
  useDocumentTitle(title);
  return (
    <div className="sm-list-page">
      <h1 className="sm-page-title">{title}</h1>
      {subtitle && <p className="sm-muted">{subtitle}</p>}
      {/* The line is there while loading too, so the filters and cards below do not jump when the count arrives. */}
      <p className="sm-muted sm-count">{!isLoading && ads && ads.length > 0 ? adsTexts.adsCount(ads.length) : null}</p>
      {children}
      {isError ? (
        <EmptyState title={adsTexts.loadError} hasHomeLink icon="⚠️" />
      ) : (
        <AdGrid
          ads={ads}
          isLoading={isLoading}
          emptyText={emptyText}
          hasHomeLink
          badgeFor={badge ? () => badge : undefined}
          eagerCount={2}
        />
      )}
    </div>
  );
}
