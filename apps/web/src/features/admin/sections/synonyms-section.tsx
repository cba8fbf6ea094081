import { Button, Card, Empty, Form, Input, List, Typography } from 'antd';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useAddSynonymMutation, useRemoveSynonymMutation, useSynonymsQuery } from '../api/admin.api';

const t = adminTexts.synonyms;
/** One word, as the server checks it (letters and digits, an inner apostrophe or hyphen). */
const ONE_WORD = /^\s*[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*\s*$/u;

interface Values {
  term: string;
  synonym: string;
}

/** 'Synoniemen': the Sranan and Dutch words search treats as one (oto = auto), added and removed by the operator. */
export function SynonymsSection() {
  const { data } = useSynonymsQuery();
  const [add, { isLoading }] = useAddSynonymMutation();
  const [remove] = useRemoveSynonymMutation();
  const [form] = Form.useForm<Values>();
  const toast = useToast();

  const onAdd = async (values: Values) => {
    try {
      toast.success((await add(values).unwrap()).message);
      form.resetFields();
    } catch (error) {
      const fields = Object.entries(readFieldErrors(error));
      if (fields.length > 0) form.setFields(fields.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      else toast.error(t.failed, { description: serverMessage(error) ?? undefined });
    }
  };
  const onRemove = async (id: number) => {
    try {
      toast.success((await remove(id).unwrap()).message);
    } catch (error) {
      toast.error(t.failed, { description: serverMessage(error) ?? undefined });
    }
  };

  const word = (required: string) => [
    { required: true, whitespace: true, message: required },
    { pattern: ONE_WORD, message: t.messages.oneWord },
    { max: 40, message: t.messages.oneWord },
  ];
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t.intro}</Typography.Paragraph>
      <Card size="small">
        <Form form={form} layout="inline" onFinish={onAdd} style={{ rowGap: 8 }}>
          <Form.Item name="term" label={t.term} rules={word(t.messages.termRequired)}>
            <Input placeholder={t.termPlaceholder} maxLength={40} />
          </Form.Item>
          <Form.Item name="synonym" label={t.synonym} rules={word(t.messages.synonymRequired)}>
            <Input placeholder={t.synonymPlaceholder} maxLength={40} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t.add}
          </Button>
        </Form>
      </Card>
      <Card size="small">
        {data && data.synonyms.length === 0 ? (
          <Empty description={t.empty} />
        ) : (
          <List
            dataSource={data?.synonyms ?? []}
            renderItem={(s) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    size="small"
                    danger
                    aria-label={t.removeLabel(s.term, s.synonym)}
                    onClick={() => void onRemove(s.id)}
                  >
                    {t.remove}
                  </Button>,
                ]}
              >
                <span>
                  <strong>{s.term}</strong> = {s.synonym}
                </span>
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
