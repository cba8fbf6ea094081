import type { SchemaStats } from '@surimarkt/contracts';
import { Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useDatabaseStatusQuery, useMigrateMutation } from '../api/admin.api';

const t = adminTexts.database;
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`
    : `${Math.round(bytes / 1024).toLocaleString('nl-NL')} kB`;

/** Database (spec 2.5): the configured PostgreSQL, each service's schema with rows and size, and the migrate button. */
export function DatabaseSection() {
  const { data, refetch, isFetching } = useDatabaseStatusQuery();
  const [migrate, { isLoading }] = useMigrateMutation();
  const toast = useToast();
  const onMigrate = async () => {
    try {
      const { results } = await migrate().unwrap();
      toast.success(t.migrated(results.reduce((sum, r) => sum + (r.applied ?? 0), 0)));
    } catch {
      toast.error(t.migrateFailed);
    }
  };
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card size="small">
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'pg', label: t.configured, children: data ? `${data.database.host} / ${data.database.name}` : '…' },
            { key: 'supabase', label: t.supabase, children: t.notConfigured },
          ]}
        />
        <Space wrap style={{ marginTop: 12 }}>
          <Button type="primary" onClick={onMigrate} loading={isLoading}>
            {t.migrate}
          </Button>
          <Button onClick={() => refetch()} loading={isFetching}>
            {t.refresh}
          </Button>
        </Space>
        <p style={{ marginBottom: 0, fontSize: 13, opacity: 0.75 }}>{t.help}</p>
      </Card>
      {data?.services.map((s) =>
        'status' in s ? (
          <Card key={s.service} size="small" title={`${t.schema} ${s.service}`}>
            <Tag color="error">{t.down}</Tag>
          </Card>
        ) : (
          <Card
            key={s.service}
            size="small"
            title={`${t.schema} ${s.schema}`}
            extra={
              <small>
                {t.migrations(s.migrations.applied, s.migrations.pending)} · {size(s.bytes)}
              </small>
            }
          >
            <Table<SchemaStats['tables'][number]>
              rowKey="name"
              size="small"
              pagination={false}
              dataSource={s.tables}
              columns={[
                { title: t.table, dataIndex: 'name' },
                { title: t.rows, dataIndex: 'rows', align: 'right', render: (n: number) => n.toLocaleString('nl-NL') },
                { title: t.size, dataIndex: 'bytes', align: 'right', render: size },
              ]}
            />
          </Card>
        ),
      )}
    </div>
  );
}
