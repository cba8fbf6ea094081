import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useAddWarningPatternMutation, useRemoveWarningPatternMutation, useWarningPatternsQuery } from '../api/admin.api';

const t = adminTexts.risk;

/** The words and phrases that get a message's reader warned, beside the banned words. */
export function WarningPatternsCard() {
  const { data } = useWarningPatternsQuery();
  const [add, { isLoading }] = useAddWarningPatternMutation();
  const [remove] = useRemoveWarningPatternMutation();
  const [pattern, setPattern] = useState('');
  const toast = useToast();

  const onAdd = async () => {
    const trimmed = pattern.trim();
    if (!trimmed) return;
    try {
      await add(trimmed).unwrap();
      setPattern('');
      toast.success(t.patternAdded);
    } catch (failure) {
      toast.error(t.patternFailed, { description: serverMessage(failure) ?? undefined });
    }
  };
  const onRemove = async (p: string) => {
    try {
      await remove(p).unwrap();
      toast.success(t.patternRemoved);
    } catch (failure) {
      toast.error(t.patternFailed, { description: serverMessage(failure) ?? undefined });
    }
  };

  return (
    <Card size="small" title={t.patternsTitle}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t.patternsHelp}
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          placeholder={t.patternPlaceholder}
          aria-label={t.patternPlaceholder}
          value={pattern}
          maxLength={100}
          onChange={(e) => setPattern(e.target.value)}
          onPressEnter={onAdd}
        />
        <Button type="primary" onClick={onAdd} loading={isLoading} disabled={!pattern.trim()}>
          {t.addPattern}
        </Button>
      </Space.Compact>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {data?.patterns.map((p) => (
          <Tag
            key={p}
            closable
            onClose={(e) => {
              e.preventDefault();
              void onRemove(p);
            }}
            closeIcon={<span aria-label={t.removePattern(p)}>×</span>}
          >
            {p}
          </Tag>
        ))}
      </div>
    </Card>
  );
}
