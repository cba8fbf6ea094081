import type { CategoryWithCount } from '@surimarkt/contracts';
import { CATEGORY_ADMIN_MESSAGES as M, slugFromName } from '@surimarkt/contracts/texts';
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useAdminCategoriesQuery, useDeleteCategoryMutation, useSaveCategoryMutation } from '../api/admin.api';

const t = adminTexts.categories;
type Row = CategoryWithCount & { children?: CategoryWithCount[] };
type Editing = { mode: 'main' | 'sub' | 'edit'; category?: CategoryWithCount };
interface Values {
  name: string;
  slug: string;
  icon?: string;
  parentId?: number;
}

/** Categorieën (spec 2.9): main categories with their subcategories beneath, ad counts, add, rename, delete an empty one. */
export function CategoriesSection() {
  const { data, isFetching } = useAdminCategoriesQuery();
  const [remove] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const toast = useToast();
  const mains = useMemo(() => data?.categories.filter((c) => c.parentId === null) ?? [], [data]);
  const rows: Row[] = useMemo(
    () =>
      mains.map((m) => {
        const children = data?.categories.filter((c) => c.parentId === m.id) ?? [];
        return children.length ? { ...m, children } : m;
      }),
    [mains, data],
  );

  const onDelete = async (category: CategoryWithCount) => {
    try {
      toast.success((await remove(category.id).unwrap()).message);
    } catch (error) {
      toast.error(t.deleteFailed, { description: serverMessage(error) ?? undefined });
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Space wrap>
        <Button type="primary" onClick={() => setEditing({ mode: 'main' })}>
          {t.addMain}
        </Button>
        <Button onClick={() => setEditing({ mode: 'sub' })}>{t.addSub}</Button>
      </Space>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          {
            title: t.name,
            key: 'name',
            render: (_, c) => (
              <span>
                {c.icon} {c.name}
              </span>
            ),
          },
          { title: t.slug, dataIndex: 'slug' },
          { title: t.ads, dataIndex: 'adCount', width: 120 },
          {
            title: adminTexts.columns.actions,
            key: 'actions',
            width: 200,
            render: (_, c) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing({ mode: 'edit', category: c })}>
                  {t.edit}
                </Button>
                <Popconfirm
                  title={t.confirmDelete}
                  description={adminTexts.cannotUndo}
                  okText={adminTexts.delete}
                  cancelText={adminTexts.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(c)}
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
      {editing && <CategoryDialog editing={editing} mains={mains} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** Add (main or sub) or rename; the slug follows the name as it is typed, until the operator edits the slug itself. */
function CategoryDialog({ editing, mains, onClose }: { editing: Editing; mains: CategoryWithCount[]; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSaveCategoryMutation();
  const [slugTouched, setSlugTouched] = useState(editing.mode === 'edit');
  const toast = useToast();
  const failed = editing.mode === 'sub' ? M.subAddFailed : M.addFailed;
  const title = editing.mode === 'main' ? t.addMain : editing.mode === 'sub' ? t.addSub : `${t.edit}: ${editing.category?.name}`;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const reply = await save({ ...values, id: editing.mode === 'edit' ? editing.category?.id : undefined }).unwrap();
      toast.success(reply.message);
      onClose();
    } catch (error) {
      const fields = Object.entries(readFieldErrors(error)).filter(([name]) => ['name', 'slug', 'icon', 'parentId'].includes(name));
      if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      else if (serverMessage(error) === M.slugTaken) form.setFields([{ name: 'slug', errors: [M.slugTaken] }]);
      else toast.error(failed, { description: serverMessage(error) ?? undefined });
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t.save}
      cancelText={adminTexts.cancel}
      onCancel={onClose}
      onOk={onOk}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={
          editing.category ? { name: editing.category.name, slug: editing.category.slug, icon: editing.category.icon } : undefined
        }
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.name !== undefined && !slugTouched) form.setFieldsValue({ slug: slugFromName(changed.name) });
        }}
      >
        {editing.mode === 'sub' && (
          <Form.Item name="parentId" label={t.parent} rules={[{ required: true, message: M.parentInvalid }]}>
            <Select
              options={mains.map((m) => ({ value: m.id, label: `${m.icon} ${m.name}` }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        )}
        <Form.Item name="name" label={t.name} rules={[{ required: true, whitespace: true, message: M.nameRequired }]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="slug" label={t.slug} rules={[{ required: true, whitespace: true, message: M.slugRequired }]}>
          <Input maxLength={80} onChange={() => setSlugTouched(true)} />
        </Form.Item>
        <Form.Item name="icon" label={t.icon}>
          <Input maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
