import type { FilterDefinition } from '@surimarkt/contracts';
import { FILTER_MESSAGES as M, FILTER_TYPES } from '@surimarkt/contracts/texts';
import { Button, Card, Form, Input, InputNumber, Popconfirm, Select, Switch, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { readFieldErrors } from '@/shared/api/field-errors';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useAdminFiltersQuery, useCreateFilterMutation, useDeleteFilterMutation } from '../api/admin.api';

const t = adminTexts.filters;
interface Values {
  categorySlug: string;
  field: string;
  label: string;
  type: string;
  options?: string;
  placeholder?: string;
  required?: boolean;
  sortOrder?: number;
}

/** Filters (spec 2.11, desktop only): define a category's filters; they show on its public page and in the post-ad form. */
export function FiltersSection() {
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data } = useAdminFiltersQuery();
  const [create, { isLoading }] = useCreateFilterMutation();
  const [remove] = useDeleteFilterMutation();
  const [shown, setShown] = useState<string | undefined>();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form);
  const toast = useToast();
  const categoryOptions = useMemo(
    () => categories.map((c) => ({ value: c.slug, label: `${c.parentId ? '— ' : ''}${c.name}` })),
    [categories],
  );
  const filters = (data?.filters ?? []).filter((f) => !shown || f.categorySlug === shown);

  const onCreate = async (values: Values) => {
    try {
      // Options text is split on commas and trimmed; empty text is sent as null (spec 5).
      const options = values.options
        ?.split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      await create({
        ...values,
        options: options?.length ? options : null,
        required: values.required ?? false,
        sortOrder: values.sortOrder ?? 0,
      }).unwrap();
      toast.success(M.added);
      form.resetFields();
    } catch (error) {
      const fields = Object.entries(readFieldErrors(error)).filter(([name]) =>
        ['categorySlug', 'field', 'label', 'type', 'options'].includes(name),
      );
      if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      toast.error(M.addFailed);
    }
  };
  const onDelete = async (filter: FilterDefinition) => {
    try {
      await remove(filter.id).unwrap();
      toast.success(M.deleted);
    } catch {
      toast.error(M.deleteFailed);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card size="small" title={t.add}>
        <Form
          form={form}
          layout="vertical"
          onFinish={onCreate}
          requiredMark={false}
          initialValues={{ type: 'select', required: false, sortOrder: 0 }}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}
        >
          <Form.Item name="categorySlug" label={t.category} rules={[{ required: true, message: M.categoryRequired }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={categoryOptions} />
          </Form.Item>
          <Form.Item
            name="field"
            label={t.field}
            rules={[
              { required: true, whitespace: true, message: M.fieldRequired },
              { pattern: /^[a-z][a-z0-9_]*$/, message: M.fieldInvalid },
            ]}
          >
            <Input maxLength={40} placeholder="bouwjaar" />
          </Form.Item>
          <Form.Item name="label" label={t.label} rules={[{ required: true, whitespace: true, message: M.labelRequired }]}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="type" label={t.type}>
            <Select options={FILTER_TYPES.map((v) => ({ value: v, label: t.types[v] }))} />
          </Form.Item>
          <Form.Item
            name="options"
            label={t.options}
            rules={type === 'select' ? [{ required: true, whitespace: true, message: M.optionsRequired }] : []}
          >
            <Input />
          </Form.Item>
          <Form.Item name="placeholder" label={t.placeholder}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t.sortOrder}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="required" label={t.required} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {t.add}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card
        size="small"
        title={
          <span>
            {t.showFor}:{' '}
            <Select
              allowClear
              aria-label={t.showFor}
              style={{ minWidth: 220 }}
              value={shown}
              onChange={setShown}
              options={categoryOptions}
            />
          </span>
        }
      >
        <Table<FilterDefinition>
          rowKey="id"
          size="small"
          dataSource={filters}
          pagination={false}
          locale={{ emptyText: M.noFilters }}
          columns={[
            { title: t.category, dataIndex: 'categorySlug' },
            { title: t.label, dataIndex: 'label' },
            { title: t.field, dataIndex: 'field' },
            { title: t.type, dataIndex: 'type', render: (v: string) => t.types[v] ?? v },
            { title: t.options, dataIndex: 'options', render: (o: string[] | null) => o?.join(', ') ?? '–' },
            { title: t.required, dataIndex: 'required', render: (r: boolean) => (r ? <Tag color="orange">{t.yes}</Tag> : t.no) },
            { title: t.sortOrder, dataIndex: 'sortOrder' },
            {
              title: adminTexts.columns.actions,
              key: 'actions',
              render: (_, f) => (
                <Popconfirm
                  title={M.confirmDelete(f.label)}
                  okText={adminTexts.delete}
                  cancelText={adminTexts.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(f)}
                >
                  <Button size="small" danger>
                    {adminTexts.delete}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
