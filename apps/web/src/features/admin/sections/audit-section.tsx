import type { AuditEntry } from '@surimarkt/contracts';
import { AUDIT_LABELS } from '@surimarkt/contracts/texts';
import { Table } from 'antd';
import { adminTexts } from '../admin.texts';
import { useAuditLogQuery } from '../api/admin.api';

const t = adminTexts.audit;

/** Logboek: every back-office action, newest first (who by session and address, what, on which ad or user, why). */
export function AuditSection() {
  const { data, isFetching } = useAuditLogQuery(undefined, { pollingInterval: 30_000 });
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="small"
      loading={isFetching && !data}
      dataSource={data?.entries ?? []}
      pagination={{ pageSize: 25, hideOnSinglePage: true }}
      scroll={{ x: 820 }}
      locale={{ emptyText: t.empty }}
      columns={[
        { title: t.time, dataIndex: 'createdAt', width: 160, render: (at: string) => new Date(at).toLocaleString('nl-NL') },
        { title: t.action, dataIndex: 'action', render: (action: AuditEntry['action']) => AUDIT_LABELS[action] ?? action },
        { title: t.target, key: 'target', render: (_, e) => (e.targetId ? `${e.targetType ?? ''} ${e.targetId}`.trim() : '–') },
        { title: t.reason, dataIndex: 'reason', render: (reason: string | null) => reason ?? '–' },
        { title: t.session, dataIndex: 'session', width: 120 },
        { title: t.ip, dataIndex: 'ip', width: 130 },
      ]}
    />
  );
}
