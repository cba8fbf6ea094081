import type { FilterDefinition } from '@surimarkt/contracts';
import { FILTER_MESSAGES, RANGE_DEFAULT } from '@surimarkt/contracts/texts';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';

/**
 * The category's filter fields in the post-ad form (back-office spec 2.11): stored with the ad so its category page can
 * filter on them; the required ones must be filled in (the server checks the same).
 */
export function AttributeInputs({ definitions }: { definitions: FilterDefinition[] }) {
  return (
    <>
      {definitions.map((f) => {
        const name = ['attributes', f.field];
        const rules = f.required && f.type !== 'checkbox' ? [{ required: true, message: FILTER_MESSAGES.valueRequired(f.label) }] : [];
        switch (f.type) {
          case 'select':
            return (
              <Form.Item key={f.id} label={f.label} name={name} rules={rules}>
                <Select
                  allowClear
                  placeholder={f.placeholder ?? undefined}
                  options={(f.options ?? []).map((o) => ({ value: o, label: o }))}
                />
              </Form.Item>
            );
          case 'checkbox':
            return (
              <Form.Item key={f.id} name={name} valuePropName="checked">
                <Checkbox>{f.label}</Checkbox>
              </Form.Item>
            );
          case 'number':
          case 'range':
            return (
              <Form.Item key={f.id} label={f.label} name={name} rules={rules}>
                <InputNumber
                  style={{ width: '100%' }}
                  placeholder={f.placeholder ?? undefined}
                  {...(f.type === 'range' ? { min: RANGE_DEFAULT.min, max: RANGE_DEFAULT.max, step: RANGE_DEFAULT.step } : {})}
                />
              </Form.Item>
            );
          default:
            return (
              <Form.Item key={f.id} label={f.label} name={name} rules={rules}>
                <Input maxLength={200} placeholder={f.placeholder ?? undefined} />
              </Form.Item>
            );
        }
      })}
    </>
  );
}
