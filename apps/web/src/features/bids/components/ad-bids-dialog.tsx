import type { Bid } from '@surimarkt/contracts';
import { Button, Empty, List, Modal, Space, Tag } from 'antd';
import { serverMessage } from '@/shared/api/server-message';
import { formatPrice } from '@/shared/format/money';
import { useToast } from '@/shared/hooks/use-toast';
import { useDecideBidMutation, useGetAdBidsQuery } from '../api/bids.api';
import { bidsTexts as t } from '../bids.texts';
import { BID_STATUS_COLOURS } from './bid-status';

/** The seller's view of the bids on one ad: accept or reject each pending one; an accepted one shows the bidder's contact. */
export function AdBidsDialog({ adId, title, onClose }: { adId: number; title: string; onClose: () => void }) {
  const { data, isLoading } = useGetAdBidsQuery(adId);
  const [decide] = useDecideBidMutation();
  const toast = useToast();
  const onDecide = async (bid: Bid, status: 'accepted' | 'rejected') => {
    try {
      toast.success((await decide({ id: bid.id, adId, status }).unwrap()).message);
    } catch (error) {
      toast.error(t.decideFailed, { description: serverMessage(error) ?? undefined });
    }
  };
  return (
    <Modal open title={t.bidsTitle(title)} onCancel={onClose} footer={<Button onClick={onClose}>{t.close}</Button>}>
      {!isLoading && !data?.bids.length && <Empty description={t.noBids} />}
      <List
        dataSource={data?.bids ?? []}
        rowKey="id"
        renderItem={(bid) => (
          <List.Item
            actions={
              bid.status === 'pending'
                ? [
                    <Button key="accept" size="small" type="primary" onClick={() => onDecide(bid, 'accepted')}>
                      {t.accept}
                    </Button>,
                    <Button key="reject" size="small" danger onClick={() => onDecide(bid, 'rejected')}>
                      {t.reject}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <strong>{formatPrice(bid.bidAmount, bid.currency)}</strong>
                  <Tag color={BID_STATUS_COLOURS[bid.status]}>{t.status[bid.status]}</Tag>
                </Space>
              }
              description={
                <>
                  <div>
                    {t.from(bid.bidderName)} · {new Date(bid.createdAt).toLocaleString('nl-NL', { dateStyle: 'short', timeStyle: 'short' })}
                  </div>
                  {bid.message && <div>“{bid.message}”</div>}
                  {bid.contact && (
                    <div>
                      📧 {bid.contact.email}
                      {bid.contact.phone ? ` · 📞 ${bid.contact.phone}` : ''}
                    </div>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
