import type { Currency, OwnAd } from '@surimarkt/contracts';
import { AD_LIMITS, AD_WRITE_MESSAGES as M, CURRENCIES, LOCATIONS } from '@surimarkt/contracts/texts';
import { Form, type FormRule, Input, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { amountInputText, amountProblem, centsOf, parseDutchAmount } from '@/shared/format/dutch-amount';
import { useToast } from '@/shared/hooks/use-toast';
import { buildCategoryTree } from '@/shared/lib/category-tree';
import { mainFirst, type PickedPhoto, PhotoPicker, uploadPhotos } from '@/features/post-ad';
import { useUpdateAdMutation } from '../api/my-ads.api';
import { myAdsTexts as t } from '../my-ads.texts';

interface EditValues {
  title: string;
  description: string;
  price: string;
  currency: Currency;
  location: string;
  categoryId: number;
  subcategoryId: number | null;
  phone: string;
}

const FIELDS = ['title', 'description', 'price', 'currency', 'location', 'categoryId', 'subcategoryId', 'phone'] as const;
const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
const priceRules: FormRule[] = [
  {
    validator: async (_rule, value?: string) => {
      const parsed = parseDutchAmount(value);
      if (parsed.kind === 'empty') throw new Error(M.editPriceRequired);
      const problem = amountProblem(parsed);
      if (problem) throw new Error(problem);
      if ((centsOf(parsed) ?? 0) > AD_LIMITS.priceMaxCents) throw new Error(M.priceTooHigh);
    },
  },
];

/**
 * The edit dialog of accounts spec 2.6 and 5, with the photos (remove, choose the main one, add: the rejection mail
 * sends the seller here to fix them). A changed text or a new photo sends the ad back to review (the server says so).
 */
export function EditAdDialog({ ad, onClose }: { ad: OwnAd; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const categoryId = Form.useWatch('categoryId', form);
  const { data: categories = [] } = useGetCategoriesQuery();
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  const [update, { isLoading: isSaving }] = useUpdateAdMutation();
  const [photos, setPhotos] = useState<PickedPhoto[]>(ad.images ?? []);
  const [mainIndex, setMainIndex] = useState(0);
  const [progress, setProgress] = useState<number[] | null>(null);
  const isLoading = isSaving || progress !== null;
  const toast = useToast();

  /** The photos in their order, main first, the new ones uploaded (only those: the others are the ad's already). */
  const photoUrls = async (): Promise<string[]> => {
    const ordered = mainFirst(photos, mainIndex);
    const files = ordered.filter((photo): photo is File => typeof photo !== 'string');
    if (!files.length) return ordered as string[];
    setProgress(files.map(() => 0));
    try {
      const uploaded = await uploadPhotos(files, setProgress);
      return ordered.map((photo) => (typeof photo === 'string' ? photo : uploaded[files.indexOf(photo)]));
    } finally {
      setProgress(null);
    }
  };
  const initial: EditValues = {
    title: ad.title,
    description: ad.description,
    price: amountInputText(ad.price),
    currency: ad.currency,
    location: ad.location,
    categoryId: ad.categoryId,
    subcategoryId: ad.subcategoryId,
    phone: ad.contact_phone ?? '',
  };

  const onFinish = async (values: EditValues) => {
    let images: string[];
    try {
      images = await photoUrls();
    } catch {
      toast.error(t.updateFailedTitle, { description: t.photoUploadFailed });
      return;
    }
    try {
      const reply = await update({
        id: ad.id,
        title: values.title.trim(),
        description: values.description.trim(),
        price: centsOf(parseDutchAmount(values.price)) ?? 0,
        currency: values.currency,
        location: values.location,
        categoryId: values.categoryId,
        subcategoryId: values.subcategoryId ?? null,
        phone: values.phone.trim(),
        images,
      }).unwrap();
      toast.success(reply.message);
      onClose();
    } catch (error) {
      const fields = readFieldErrors(error);
      form.setFields(FIELDS.filter((f) => fields[f]).map((name) => ({ name, errors: [fields[name]] })));
      toast.error(t.updateFailedTitle, { description: serverMessage(error) ?? M.updateFailed });
    }
  };

  return (
    <Modal
      open
      title={t.editTitle}
      okText={t.save}
      cancelText={t.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: isLoading }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        requiredMark={false}
        noValidate
        disabled={isLoading}
        onValuesChange={(changed: Partial<EditValues>) => {
          if ('categoryId' in changed) form.setFieldValue('subcategoryId', null);
        }}
      >
        <Form.Item label={t.fields.title} name="title" rules={[required(M.titleRequired), { max: 100, message: M.editTitleTooLong }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label={t.fields.description}
          name="description"
          rules={[required(M.descriptionRequired), { max: 1000, message: M.editDescriptionTooLong }]}
        >
          <Input.TextArea rows={5} maxLength={1000} showCount />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 8 }}>
          <Form.Item label={t.fields.price} name="price" rules={priceRules}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item label={t.fields.currency} name="currency">
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </div>
        <Form.Item label={t.fields.category} name="categoryId" rules={[{ required: true, message: M.categoryRequired }]}>
          <Select options={tree.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item label={t.fields.subcategory} name="subcategoryId">
          <Select
            allowClear
            options={(tree.find((c) => c.id === categoryId)?.children ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item label={t.fields.location} name="location" rules={[{ required: true, message: M.locationRequired }]}>
          <Select options={LOCATIONS.map((l) => ({ value: l, label: l }))} />
        </Form.Item>
        <Form.Item label={t.fields.phone} name="phone" rules={[required(M.phoneRequired)]}>
          <Input type="tel" />
        </Form.Item>
        <Form.Item label={t.fields.photos} extra={t.photosHelp}>
          <PhotoPicker<string>
            photos={photos}
            mainIndex={mainIndex}
            onChange={(next, main) => {
              setPhotos(next);
              setMainIndex(main);
            }}
            disabled={isLoading}
            progress={progress}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
