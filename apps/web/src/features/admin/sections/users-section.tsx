import type { AdminUser } from '@surimarkt/contracts';
import { ADMIN_USER_MESSAGES as M } from '@surimarkt/contracts/texts';
import { Button, Card, Form, Input, Popconfirm, Space, Statistic, Table, Tag } from 'antd';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import {
  useAdminUsersQuery,
  useAdminUserStatisticsQuery,
  useCreateUserMutation,
  useDeleteUserMutation,
  useSetUserStatusMutation,
} from '../api/admin.api';

const t = adminTexts.users;

/** Gebruikers (spec 2.8): add a real user, the table, suspend or reactivate, delete with their ads. */
export function UsersSection() {
  const { data: users, isFetching } = useAdminUsersQuery();
  const { data: stats } = useAdminUserStatisticsQuery();
  const [create, { isLoading: creating }] = useCreateUserMutation();
  const [setStatus] = useSetUserStatusMutation();
  const [remove] = useDeleteUserMutation();
  const [form] = Form.useForm<{ name: string; email: string }>();
  const toast = useToast();

  const onCreate = async (values: { name: string; email: string }) => {
    try {
      toast.success((await create(values).unwrap()).message);
      form.resetFields();
    } catch (error) {
      const fields = Object.entries(readFieldErrors(error)).filter(([name]) => name === 'name' || name === 'email');
      if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as 'name' | 'email', errors: [message] })));
      else toast.error(serverMessage(error) ?? M.emailInvalid);
    }
  };
  const onStatus = async (user: AdminUser) => {
    try {
      toast.success((await setStatus({ id: user.id, status: user.status === 'active' ? 'suspended' : 'active' }).unwrap()).message);
    } catch (error) {
      toast.error(M.statusFailed, { description: serverMessage(error) ?? undefined });
    }
  };
  const onDelete = async (user: AdminUser) => {
    try {
      toast.success((await remove(user.id).unwrap()).message);
    } catch (error) {
      toast.error(M.deleteFailedTitle, { description: serverMessage(error) ?? M.deleteFailed });
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {stats && (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 8 }}>
          <Card size="small">
            <Statistic groupSeparator="." title={adminTexts.totalUsers} value={stats.totalUsers} />
          </Card>
          <Card size="small">
            <Statistic groupSeparator="." title={t.active} value={stats.activeUsers} />
          </Card>
          <Card size="small">
            <Statistic groupSeparator="." title={t.suspended} value={stats.suspendedUsers} />
          </Card>
          <Card size="small">
            <Statistic groupSeparator="." title={adminTexts.newUsersToday} value={stats.newUsersToday} />
          </Card>
        </div>
      )}
      <Card size="small" title={t.add}>
        <Form form={form} layout="inline" onFinish={onCreate} requiredMark={false} style={{ rowGap: 8 }}>
          <Form.Item name="name" rules={[{ required: true, whitespace: true, message: M.nameRequired }]}>
            <Input placeholder={t.name} aria-label={t.name} maxLength={200} />
          </Form.Item>
          <Form.Item
            name="email"
            rules={[
              { required: true, message: M.emailRequired },
              { type: 'email', message: M.emailInvalid },
            ]}
          >
            <Input placeholder={t.email} aria-label={t.email} type="email" maxLength={254} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={creating}>
            {t.add}
          </Button>
        </Form>
        <div style={{ marginTop: 8, fontSize: 13, opacity: 0.75 }}>{t.addHint}</div>
      </Card>
      <Table<AdminUser>
        rowKey="id"
        size="small"
        loading={isFetching && !users}
        dataSource={users ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 820 }}
        columns={[
          { title: t.name, key: 'name', render: (_, u) => `${u.firstName} ${u.lastName}`.trim() },
          { title: t.email, dataIndex: 'email' },
          { title: t.ads, dataIndex: 'adCount', width: 110 },
          {
            title: t.status,
            dataIndex: 'status',
            width: 110,
            render: (s: string) => (
              <Tag color={s === 'active' ? 'success' : s === 'suspended' ? 'error' : 'default'}>
                {s === 'active' ? t.active : s === 'suspended' ? t.suspended : s}
              </Tag>
            ),
          },
          { title: t.memberSince, dataIndex: 'createdAt', width: 120, render: (at: string) => new Date(at).toLocaleDateString('nl-NL') },
          {
            title: adminTexts.columns.actions,
            key: 'actions',
            width: 210,
            render: (_, u) => (
              <Space size={4}>
                <Button size="small" onClick={() => onStatus(u)}>
                  {u.status === 'active' ? t.suspend : t.reactivate}
                </Button>
                <Popconfirm
                  title={t.confirmDelete}
                  description={adminTexts.cannotUndo}
                  okText={adminTexts.delete}
                  cancelText={adminTexts.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(u)}
                >
                  <Button size="small" danger>
                    {adminTexts.delete}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
