import type { SavedSearch, SavedSearchFrequency } from '@surimarkt/contracts';
import { Button, Card, Empty, Popconfirm, Segmented, Spin, Switch, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { links } from '@/shared/lib/paths';
import { useDeleteSavedSearchMutation, useGetSavedSearchesQuery, useUpdateSavedSearchMutation } from '../api/saved-searches.api';
import { savedSearchesTexts as t } from '../saved-searches.texts';

/** Profile tab 'Zoekopdrachten': each saved search with its name, switch, frequency and delete. */
export function SavedSearchesTab() {
  const { data, isLoading } = useGetSavedSearchesQuery();
  if (isLoading) return <Spin />;
  const searches = data?.savedSearches ?? [];
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t.intro}</Typography.Paragraph>
      {searches.length === 0 ? <Empty description={t.none} /> : searches.map((s) => <SavedSearchCard key={s.id} search={s} />)}
    </div>
  );
}

function SavedSearchCard({ search }: { search: SavedSearch }) {
  const [update] = useUpdateSavedSearchMutation();
  const [remove, { isLoading: isRemoving }] = useDeleteSavedSearchMutation();
  const toast = useToast();
  const change = async (patch: { name?: string; frequency?: SavedSearchFrequency; active?: boolean }) => {
    try {
      await update({ id: search.id, ...patch }).unwrap();
    } catch (e) {
      toast.error(serverMessage(e) ?? t.messages.notFound);
    }
  };
  const results = search.query.featured ? links.featured : search.query.search ? links.search(search.query.search) : null;
  return (
    <Card size="small" data-testid="saved-search">
      <Typography.Title
        level={5}
        style={{ marginTop: 0 }}
        editable={{
          text: search.name,
          maxLength: t.nameMax,
          tooltip: t.rename,
          triggerType: ['icon'],
          onChange: (name) => {
            if (name.trim() && name.trim() !== search.name) void change({ name: name.trim() });
          },
        }}
      >
        {search.name}
      </Typography.Title>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch
            checked={search.active}
            onChange={(active) => void change({ active })}
            aria-label={`${search.active ? t.active : t.inactive}: ${search.name}`}
          />
          {search.active ? t.active : t.inactive}
        </label>
        <Segmented
          value={search.frequency}
          options={[
            { label: t.frequencyShort.instant, value: 'instant' },
            { label: t.frequencyShort.daily, value: 'daily' },
          ]}
          onChange={(frequency) => void change({ frequency: frequency as SavedSearchFrequency })}
        />
        {results && <Link to={results}>{t.open}</Link>}
        <Popconfirm
          title={t.removeConfirm}
          okText={t.remove}
          cancelText={t.cancel}
          onConfirm={async () => {
            const reply = await remove(search.id).unwrap();
            toast.success(reply.message);
          }}
        >
          <Button danger size="small" loading={isRemoving}>
            {t.remove}
          </Button>
        </Popconfirm>
      </div>
    </Card>
  );
}
