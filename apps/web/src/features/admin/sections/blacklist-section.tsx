import type { ContentCheckResult } from '@surimarkt/contracts';
import { Alert, Button, Card, Empty, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { WarningPatternsCard } from '../components/warning-patterns-card';
import { useAddBannedWordMutation, useBlacklistQuery, useRemoveBannedWordMutation, useTestContentMutation } from '../api/admin.api';

const t = adminTexts.blacklist;

/**
 * Blacklist (spec 2.12): add (Enter too), remove, and test a title and description against the words; beside it the
 * message warning patterns.
 */
export function BlacklistSection() {
  const { data } = useBlacklistQuery();
  const [add, { isLoading: adding }] = useAddBannedWordMutation();
  const [remove] = useRemoveBannedWordMutation();
  const [test, { isLoading: testing }] = useTestContentMutation();
  const [word, setWord] = useState('');
  const [result, setResult] = useState<ContentCheckResult | null>(null);
  const toast = useToast();

  const onAdd = async () => {
    const trimmed = word.trim();
    if (!trimmed) return;
    try {
      await add(trimmed).unwrap();
      setWord('');
      toast.success(t.added);
    } catch {
      toast.error(t.addFailed);
    }
  };
  const onRemove = async (w: string) => {
    try {
      await remove(w).unwrap();
      toast.success(t.removed);
    } catch {
      toast.error(t.removeFailed);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', alignItems: 'start' }}>
      <Card size="small" title={t.words}>
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input
            placeholder={t.placeholder}
            aria-label={t.placeholder}
            value={word}
            maxLength={100}
            onChange={(e) => setWord(e.target.value)}
            onPressEnter={onAdd}
          />
          <Button type="primary" onClick={onAdd} loading={adding} disabled={!word.trim()}>
            {t.add}
          </Button>
        </Space.Compact>
        {data && data.words.length === 0 && <Empty description={t.empty} />}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {data?.words.map((w) => (
            <Tag
              key={w}
              closable
              onClose={(e) => {
                e.preventDefault();
                void onRemove(w);
              }}
              closeIcon={<span aria-label={`${w} verwijderen`}>×</span>}
            >
              {w}
            </Tag>
          ))}
        </div>
      </Card>
      <Card size="small" title={t.test}>
        <Form
          layout="vertical"
          onFinish={async (values: { title?: string; description?: string }) => {
            setResult(
              await test({ title: values.title ?? '', description: values.description ?? '' })
                .unwrap()
                .catch(() => null),
            );
          }}
        >
          <Form.Item name="title" label={t.title}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="description" label={t.description}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) => (
              <Button
                htmlType="submit"
                loading={testing}
                disabled={!`${getFieldValue('title') ?? ''}${getFieldValue('description') ?? ''}`.trim()}
              >
                {t.testButton}
              </Button>
            )}
          </Form.Item>
        </Form>
        {result && (
          <Alert
            style={{ marginTop: 12 }}
            type={result.allowed ? 'success' : 'error'}
            showIcon
            title={result.allowed ? t.allowed : t.blocked}
            description={result.allowed ? undefined : t.blockedWords(result.blockedWords)}
          />
        )}
      </Card>
      <WarningPatternsCard />
    </div>
  );
}
