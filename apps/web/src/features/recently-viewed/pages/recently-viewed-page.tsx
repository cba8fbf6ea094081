import { Button, Input, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useToast } from '@/shared/hooks/use-toast';
import { EmptyState } from '@/shared/ui/empty-state';
import { adsTexts } from '@/features/ads';
import { RecentlyViewedCard } from '../components/recently-viewed-card';
import { RecentlyViewedCounters } from '../components/recently-viewed-counters';
import { useRecentlyViewed } from '../lib/use-recently-viewed';
import { countersOf, matchesSearch } from '../lib/viewed-entry';
import { recentlyViewedTexts as t } from '../recently-viewed.texts';

/** Recently viewed (accounts spec 2.10): counters, search, cards with count and time, remove one or all. */
export function RecentlyViewedPage() {
  useDocumentTitle(adsTexts.recentlyViewedTitle);
  const { entries, isLoading, isError, remove, clear } = useRecentlyViewed();
  const [search, setSearch] = useState('');
  const toast = useToast();
  // One clock for the whole render, so the counters and the cards agree.
  const now = new Date();
  const shown = useMemo(() => entries.filter((entry) => matchesSearch(entry, search)), [entries, search]);

  const run = async (action: () => Promise<void>, success?: string) => {
    try {
      await action();
      if (success) toast.success(success);
    } catch {
      toast.error(t.failedTitle, { description: t.failed });
    }
  };

  return (
    <div className="sm-list-page">
      <h1 className="sm-page-title">{adsTexts.recentlyViewedTitle}</h1>
      <RecentlyViewedCounters counters={countersOf(entries, now)} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}>
        <Input.Search
          placeholder={t.search}
          aria-label={t.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          allowClear
          style={{ flex: '1 1 220px' }}
        />
        <Button danger disabled={entries.length === 0} onClick={() => void run(clear, t.cleared)}>
          {t.clear}
        </Button>
      </div>
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <EmptyState title={adsTexts.loadError} hasHomeLink icon="⚠️" />
      ) : shown.length === 0 ? (
        <EmptyState title={entries.length === 0 ? adsTexts.emptyRecentlyViewed : t.emptySearch} hasHomeLink={entries.length === 0} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
          {shown.map((entry) => (
            <RecentlyViewedCard key={entry.id} entry={entry} now={now} onRemove={(id) => void run(() => remove(id))} />
          ))}
        </div>
      )}
    </div>
  );
}
