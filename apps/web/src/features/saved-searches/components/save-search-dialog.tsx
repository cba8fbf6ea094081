import type { SavedSearchFrequency, SavedSearchQuery } from '@surimarkt/contracts';
import { Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { useCreateSavedSearchMutation } from '../api/saved-searches.api';
import { savedSearchesTexts as t } from '../saved-searches.texts';

/** A name (optional: the server names it after its filters) and how often to mail; the server checks both again. */
export function SaveSearchDialog({ query, onClose }: { query: SavedSearchQuery; onClose: () => void }) {
  const [name, setName] = useState('');
  // Every new ad (the newest ads' page: no term, no filter) comes once a day, never one mail per ad (the server's rule).
  const isEverything = Object.keys(query).length === 0;
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(isEverything ? 'daily' : 'instant');
  const [create, { isLoading }] = useCreateSavedSearchMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  const save = async () => {
    try {
      const reply = await create({ name: name.trim() || undefined, query, frequency }).unwrap();
      toast.success(reply.message);
      onClose();
    } catch (e) {
      setError(serverMessage(e) ?? t.messages.queryInvalid);
    }
  };

  return (
    <AntdProvider>
      <Modal open title={t.dialogTitle} okText={t.save} cancelText={t.cancel} confirmLoading={isLoading} onOk={save} onCancel={onClose}>
        <Typography.Paragraph type="secondary">{t.dialogIntro}</Typography.Paragraph>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <label>
            {t.name}
            <Input
              value={name}
              maxLength={t.nameMax}
              placeholder={t.namePlaceholder}
              onChange={(e) => setName(e.target.value)}
              aria-label={t.name}
            />
          </label>
          <Radio.Group value={frequency} onChange={(e) => setFrequency(e.target.value as SavedSearchFrequency)} aria-label={t.frequency}>
            <Typography.Text>{t.frequency}</Typography.Text>
            <Space direction="vertical">
              <Radio value="instant" disabled={isEverything}>
                {t.frequencies.instant}
              </Radio>
              <Radio value="daily">{t.frequencies.daily}</Radio>
            </Space>
          </Radio.Group>
          {isEverything && <Typography.Text type="secondary">{t.messages.everythingDailyOnly}</Typography.Text>}
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </Space>
      </Modal>
    </AntdProvider>
  );
}
