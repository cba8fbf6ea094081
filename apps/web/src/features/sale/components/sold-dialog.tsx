import { Modal, Radio, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useGetSaleBuyersQuery } from '../api/sale.api';
import { saleTexts as t } from '../sale.texts';

const NOBODY = '';

interface SoldDialogProps {
  adId: number;
  adTitle: string;
  isSaving: boolean;
  onSell: (buyerId: string | undefined) => void;
  onClose: () => void;
}

/** Selling asks who bought it, offered from the people who messaged or bid; 'someone else' sells without reviews. */
export function SoldDialog({ adId, adTitle, isSaving, onSell, onClose }: SoldDialogProps) {
  const { data, isLoading } = useGetSaleBuyersQuery(adId);
  const [buyerId, setBuyerId] = useState<string>(NOBODY);
  const buyers = data?.buyers ?? [];
  return (
    <Modal
      open
      title={t.soldTitle}
      okText={t.confirmSold}
      cancelText={t.cancel}
      confirmLoading={isSaving}
      onOk={() => onSell(buyerId || undefined)}
      onCancel={onClose}
    >
      <Typography.Paragraph strong>{adTitle}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t.soldIntro}</Typography.Paragraph>
      {isLoading ? (
        <Spin />
      ) : (
        <Radio.Group value={buyerId} onChange={(e) => setBuyerId(e.target.value as string)} aria-label={t.soldTitle}>
          <Space direction="vertical">
            {buyers.map((buyer) => (
              <Radio key={buyer.id} value={buyer.id}>
                {buyer.displayName} <Typography.Text type="secondary">({t.via[buyer.via]})</Typography.Text>
              </Radio>
            ))}
            <Radio value={NOBODY}>{t.nobody}</Radio>
          </Space>
        </Radio.Group>
      )}
      {!isLoading && buyers.length === 0 && <Typography.Paragraph type="secondary">{t.noCandidates}</Typography.Paragraph>}
    </Modal>
  );
}
