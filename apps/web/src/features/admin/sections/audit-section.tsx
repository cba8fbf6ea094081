import type { AuditEntry } from '@surimarkt/contracts';
import { AUDIT_LABELS, AUDIT_TARGET_LABELS } from '@surimarkt/contracts/texts';
import { Table } from 'antd';
import { adminTexts } from '../admin.texts';
import { useAuditLogQuery } from '../api/admin.api';

const t = adminTexts.audit;

/** 'Advertentie 305' (a link to its page, for the operator to look), 'Gebruiker …', 'Betaling …'; '–' for none. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  if (!entry.targetId) return '–';
  const label = `${entry.targetType ? (AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType) : ''} ${entry.targetId}`.trim();
  if (entry.targetType !== 'ad') return label;
  return (
    <a href={`/ad/${entry.targetId}`} target="_blank" rel="noreferrer">
      {label}
    </a>
  );
}

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
        { title: t.target, key: 'target', render: (_, e) => <AuditTarget entry={e} /> },
        { title: t.reason, dataIndex: 'reason', render: (reason: string | null) => reason ?? '–' },
        { title: t.session, dataIndex: 'session', width: 120 },
        { title: t.ip, dataIndex: 'ip', width: 130 },
      ]}
    />
  );
}
