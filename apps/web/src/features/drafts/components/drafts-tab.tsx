import type { Draft } from '@surimarkt/contracts';
import { Button, Card, Empty, Popconfirm } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatPrice } from '@/shared/format/money';
import { useToast } from '@/shared/hooks/use-toast';
import { storeDraftForLoading } from '@/shared/lib/draft-loader';
import { openPostAd } from '@/shared/lib/post-ad-opener';
import { useDeleteDraftMutation, useGetDraftsQuery } from '../api/drafts.api';
import { draftsTexts as t } from '../drafts.texts';
import { links } from '@/shared/lib/paths';

/** Concepten (accounts spec 2.11): load a draft into the post-ad form (shown over /), or delete it for good. */
export function DraftsTab() {
  const { data, isLoading } = useGetDraftsQuery();
  const [remove] = useDeleteDraftMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const onLoad = (draft: Draft) => {
    storeDraftForLoading(draft);
    navigate(links.home);
    openPostAd();
  };
  const onDelete = async (draft: Draft) => {
    try {
      await remove(draft.id).unwrap();
      toast.success(t.messages.deleted);
    } catch {
      toast.error(t.messages.deleteFailed);
    }
  };

  if (isLoading) return null;
  const drafts = data?.drafts ?? [];
  if (!drafts.length) return <Empty description={t.empty} />;
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {drafts.map((draft) => (
        <Card key={draft.id} size="small" role="article" aria-label={draft.title || t.untitled}>
          <strong>{draft.title || t.untitled}</strong>
          <div>
            {formatPrice(draft.price, draft.currency)}
            {draft.location ? ` · ${draft.location}` : ''}
          </div>
          <small style={{ color: '#666' }}>
            {t.updated(new Date(draft.updatedAt).toLocaleString('nl-NL', { dateStyle: 'short', timeStyle: 'short' }))}
          </small>
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            <Button size="small" type="primary" onClick={() => onLoad(draft)}>
              {t.load}
            </Button>
            <Popconfirm
              title={t.confirmDelete}
              okText={t.delete}
              cancelText={t.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(draft)}
            >
              <Button size="small" danger>
                {t.delete}
              </Button>
            </Popconfirm>
          </div>
        </Card>
      ))}
    </div>
  );
}
