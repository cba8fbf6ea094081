import type { OwnAd, SaleStatus } from '@surimarkt/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { useSetSaleMutation } from '../api/sale.api';
import { saleTexts as t } from '../sale.texts';
import { SoldDialog } from './sold-dialog';

const OPTIONS = (Object.keys(t.options) as SaleStatus[]).map((value) => ({ value, label: t.options[value] }));

/** Beschikbaar / Gereserveerd / Verkocht for an ad that is online (or sold lately: the sale can be taken back). */
export function SaleControl({ ad }: { ad: OwnAd }) {
  const [setSale, { isLoading }] = useSetSaleMutation();
  const [isSelling, setIsSelling] = useState(false);
  const toast = useToast();
  if (ad.status !== 'approved' && ad.status !== 'sold') return null;

  const save = async (status: SaleStatus, buyerId?: string) => {
    try {
      toast.success((await setSale({ id: ad.id, status, ...(buyerId ? { buyerId } : {}) }).unwrap()).message);
      setIsSelling(false);
    } catch (error) {
      toast.error(t.failed, { description: serverMessage(error) ?? undefined });
    }
  };

  return (
    <>
      <Select<SaleStatus>
        size="small"
        aria-label={t.label}
        value={ad.saleStatus}
        options={OPTIONS}
        loading={isLoading}
        style={{ minWidth: 132 }}
        onChange={(status) => (status === 'sold' ? setIsSelling(true) : void save(status))}
      />
      {isSelling && (
        <SoldDialog
          adId={ad.id}
          adTitle={ad.title}
          isSaving={isLoading}
          onSell={(buyerId) => void save('sold', buyerId)}
          onClose={() => setIsSelling(false)}
        />
      )}
    </>
  );
}
