import type { Category, Currency, DraftRequest } from '@surimarkt/contracts';
import { AD_LIMITS, bunkopuMaxCents, bunkopuMaxMessage, CURRENCIES, DEFAULT_EUR_TO_SRD, LOCATIONS } from '@surimarkt/contracts/texts';
import { useGetExchangeRateQuery } from '@/shared/api/exchange-rate.api';
import { Button, Checkbox, Form, type FormRule, Input, Modal, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { useGetCategoryFiltersQuery } from '@/shared/api/filters.api';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { buildCategoryTree, isBunkopuCategory } from '@/shared/lib/category-tree';
import { takeDraftToLoad } from '@/shared/lib/draft-loader';
import { useDeleteDraftMutation, useSaveDraftMutation } from '@/features/drafts';
import { draftsTexts } from '@/features/drafts';
import { useCreateAdMutation, useGetTypicalPriceQuery } from '../api/post-ad.api';
import { likelyCurrency } from '../lib/currency-hint';
import { amountInputText, amountProblem, centsOf, parseDutchAmount } from '@/shared/format/dutch-amount';
import { formatAmountShort, formatPrice } from '@/shared/format/money';
import { mainFirst } from '../lib/photo-rules';
import { UploadError, uploadPhotos } from '../lib/upload-photos';
import { usePostAdDraft } from '../hooks/use-post-ad-draft';
import { postAdTexts as t } from '../post-ad.texts';
import { DescriptionEditor } from './description-editor';
import { AttributeInputs } from './attribute-inputs';
import { PhotoPicker } from './photo-picker';
import './post-ad.css';

interface PostAdValues {
  title?: string;
  price?: string;
  currency: Currency;
  categoryId?: number;
  subcategoryId?: number | null;
  description?: string;
  location?: string;
  phone?: string;
  email?: string;
  agreeToTerms: boolean;
  attributes?: Record<string, string | number | boolean | null>;
}

const M = t.messages;
const FIELDS = [
  'title',
  'price',
  'currency',
  'categoryId',
  'subcategoryId',
  'description',
  'location',
  'phone',
  'email',
  'agreeToTerms',
] as const;
/** A wrong field is brought into view and focused: on a phone the message is otherwise below the fold. */
const FIRST_ERROR = { behavior: 'smooth', block: 'center', focus: true } as const;
const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
/** Filter fields left empty are not sent (a cleared select is undefined or null). */
const withoutEmpty = (values?: Record<string, string | number | boolean | null>) =>
  values
    ? (Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<
        string,
        string | number | boolean
      >)
    : undefined;

/** The form as a server draft (the drafts tab's). */
function toDraftRequest(values: PostAdValues): DraftRequest {
  const cents = centsOf(parseDutchAmount(values.price));
  return {
    title: (values.title ?? '').trim(),
    description: values.description ?? '',
    price: Number.isNaN(cents) ? null : cents,
    currency: values.currency,
    location: values.location ?? '',
    formData: {
      categoryId: values.categoryId,
      subcategoryId: values.subcategoryId ?? null,
      phone: values.phone ?? '',
      email: values.email ?? '',
    },
  };
}

/** What is kept on the server as the seller types: nothing while the form has neither title nor description. */
const toServerDraft = (values: PostAdValues) => (values.title?.trim() || values.description?.trim() ? toDraftRequest(values) : null);

/** 'Plaats je Advertentie' (public spec 2, 5, 8): four numbered sections, photos, terms; the server checks it all again. */
export function PostAdModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { data: user } = useKnownCurrentUser();
  const { data: categories = [] } = useGetCategoriesQuery();
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  const [form] = Form.useForm<PostAdValues>();
  const categoryId = Form.useWatch('categoryId', form);
  const subcategoryId = Form.useWatch('subcategoryId', form);
  const typedPrice = parseDutchAmount(Form.useWatch('price', form));
  const chosenCurrency = Form.useWatch('currency', form) ?? 'EUR';
  // A subcategory's filters include its main category's (the server answers both).
  const filterSlug = categories.find((c) => c.id === (subcategoryId ?? categoryId))?.slug;
  const { data: filterList } = useGetCategoryFiltersQuery(filterSlug ?? '', { skip: !filterSlug });
  const { data: typicalPrice } = useGetTypicalPriceQuery(
    { categoryId: categoryId as number, ...(subcategoryId ? { subcategoryId } : {}) },
    { skip: !categoryId },
  );
  const [photos, setPhotos] = useState<File[]>([]);
  const [mainIndex, setMainIndex] = useState(0);
  // Each photo's upload, 0-100, in the order shown; null while nothing is being sent.
  const [progress, setProgress] = useState<number[] | null>(null);
  // Each photo's address once uploaded: a post the server sends back (a field to fix) is resent without uploading again.
  const uploaded = useRef(new Map<File, string>());
  const [createAd, { isLoading }] = useCreateAdMutation();
  const [saveDraft, { isLoading: isSavingDraft }] = useSaveDraftMutation();
  const [deleteDraft] = useDeleteDraftMutation();
  // The draft this form came from or was saved as: saving again updates it, posting removes it.
  const [draftId, setDraftId] = useState<number | null>(null);
  const toast = useToast();
  const kept = usePostAdDraft({
    form,
    userId: user?.id,
    photos,
    mainIndex,
    draftId,
    setDraftId,
    setPhotos: (next, main) => {
      setPhotos(next);
      setMainIndex(main);
    },
    toServerDraft,
  });
  const isBusy = isLoading || progress !== null;
  // The field the server refused: focused once the form is enabled again (a disabled input takes no focus).
  const wrongField = useRef<(typeof FIELDS)[number] | null>(null);
  useEffect(() => {
    if (isBusy || !wrongField.current) return;
    form.scrollToField(wrongField.current, FIRST_ERROR);
    wrongField.current = null;
  }, [form, isBusy]);
  const initial: PostAdValues = { currency: 'EUR', agreeToTerms: false, phone: user?.phone ?? '', email: user?.email ?? '' };

  const eurToSrd = useGetExchangeRateQuery().data?.eurToSrd ?? DEFAULT_EUR_TO_SRD;
  const meantCurrency = likelyCurrency(centsOf(typedPrice), chosenCurrency, typicalPrice?.medianEurCents ?? null, eurToSrd);
  const bunkopuRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value?: string) => {
      const parsed = parseDutchAmount(value);
      const problem = amountProblem(parsed);
      if (problem) throw new Error(problem);
      const cents = centsOf(parsed);
      if (cents !== null && cents > AD_LIMITS.priceMaxCents) throw new Error(M.priceTooHigh);
      const ids = [getFieldValue('categoryId'), getFieldValue('subcategoryId')];
      const isBunkopu = categories.some((c: Category) => ids.includes(c.id) && isBunkopuCategory(c));
      const currency = getFieldValue('currency') as Currency;
      // 10 EUR, or 10 × today's rate in SRD: the same cap and message as the server.
      if (isBunkopu && cents !== null && cents > bunkopuMaxCents(currency, eurToSrd))
        throw new Error(bunkopuMaxMessage(currency, eurToSrd));
    },
  });

  // 'Laden' in the drafts tab leaves the draft in the loader; the form takes it each time it opens.
  const loadDraft = (draft: NonNullable<ReturnType<typeof takeDraftToLoad>>) => {
    const data = draft.formData as Partial<PostAdValues>;
    form.resetFields();
    form.setFieldsValue({
      title: draft.title,
      description: draft.description,
      currency: draft.currency,
      location: draft.location || undefined,
      price: amountInputText(draft.price) || undefined,
      categoryId: data.categoryId,
      subcategoryId: data.subcategoryId ?? null,
      phone: data.phone ?? initial.phone,
      email: data.email ?? initial.email,
    });
    setDraftId(draft.id);
    toast.success(draftsTexts.messages.loaded);
    kept.keepFromNow();
  };

  const onOpened = async () => {
    const waiting = takeDraftToLoad();
    if (waiting) return loadDraft(waiting);
    if (!(await kept.restore())) return;
    // Consent is given for the ad as it is sent, not carried over from an earlier visit.
    form.setFieldValue('agreeToTerms', false);
    toast.success(t.draftRestored);
  };

  const onSaveDraft = async () => {
    const values = form.getFieldsValue(true) as PostAdValues;
    // The autosave would send the same again while this one is on its way.
    kept.markSent();
    try {
      const reply = await saveDraft({ id: draftId ?? undefined, ...toDraftRequest(values) }).unwrap();
      setDraftId(reply.draft.id);
      toast.success(reply.message, photos.length ? { description: draftsTexts.photosNotKept } : {});
    } catch (error) {
      toast.error(draftsTexts.saveFailed, { description: serverMessage(error) ?? undefined });
    }
  };

  const reset = () => {
    form.resetFields();
    setPhotos([]);
    setMainIndex(0);
    setProgress(null);
    uploaded.current.clear();
  };

  const onFinish = async (values: PostAdValues) => {
    try {
      // Sent main photo first; each bar stays under its own photo. A photo already sent is not sent again.
      const order = mainFirst(
        photos.map((_, i) => i),
        mainIndex,
      );
      const toUpload = order.filter((i) => !uploaded.current.has(photos[i]));
      if (toUpload.length) {
        const shown = (sent: number[]) => photos.map((file, i) => (uploaded.current.has(file) ? 100 : (sent[toUpload.indexOf(i)] ?? 0)));
        setProgress(shown([]));
        const urls = await uploadPhotos(
          toUpload.map((i) => photos[i]),
          (sent) => setProgress(shown(sent)),
        );
        toUpload.forEach((i, k) => uploaded.current.set(photos[i], urls[k]));
      }
      const images = order.map((i) => uploaded.current.get(photos[i]) as string);
      const reply = await createAd({
        title: (values.title ?? '').trim(),
        description: (values.description ?? '').trim(),
        price: centsOf(parseDutchAmount(values.price)),
        currency: values.currency,
        categoryId: values.categoryId as number,
        subcategoryId: values.subcategoryId ?? null,
        location: values.location ?? '',
        phone: (values.phone ?? '').trim(),
        email: values.email?.trim() || null,
        agreeToTerms: values.agreeToTerms,
        images,
        attributes: withoutEmpty(values.attributes),
      }).unwrap();
      toast.success(M.postedTitle, { description: reply.message });
      if (draftId) void deleteDraft(draftId);
      setDraftId(null);
      kept.forget();
      reset();
      onClose();
    } catch (error) {
      setProgress(null);
      if (error instanceof UploadError) {
        toast.error(M.uploadErrorTitle, { description: error.message || M.uploadError });
        return;
      }
      const fields = readFieldErrors(error);
      form.setFields(FIELDS.filter((f) => fields[f]).map((name) => ({ name, errors: [fields[name]] })));
      form.setFields(
        Object.entries(fields)
          .filter(([key]) => key.startsWith('attributes.'))
          .map(([key, message]) => ({ name: ['attributes', key.slice('attributes.'.length)], errors: [message] })),
      );
      wrongField.current = FIELDS.find((f) => fields[f]) ?? null;
      const message = serverMessage(error);
      toast.error(M.postFailedTitle, { description: message ?? M.postFailed });
    }
  };

  const section = (n: number) => (
    <h3 className="sm-postad__section">
      <span>{n}</span> {t.sections[n - 1]}
    </h3>
  );
  return (
    <Modal
      open={isOpen}
      afterOpenChange={(open) => open && void onOpened()}
      title={t.title}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden={false}
      maskClosable={!isBusy}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        requiredMark
        noValidate
        disabled={isBusy}
        scrollToFirstError={FIRST_ERROR}
        onFinishFailed={() => toast.error(M.validationErrorTitle)}
        onValuesChange={(changed: Partial<PostAdValues>) => {
          kept.remember();
          // A new main category starts the subcategory afresh (spec 4).
          if ('categoryId' in changed) {
            form.setFieldValue('subcategoryId', null);
            form.setFieldValue('attributes', undefined);
          }
        }}
      >
        {section(1)}
        <Form.Item label={t.adTitle} name="title" rules={[required(M.titleRequired), { max: 100, message: M.titleTooLong }]}>
          <Input placeholder={t.titlePlaceholder} maxLength={100} showCount />
        </Form.Item>
        <div className="sm-postad__row">
          <Form.Item
            label={t.price}
            name="price"
            dependencies={['categoryId', 'subcategoryId', 'currency']}
            rules={[bunkopuRule]}
            extra={
              typedPrice.kind === 'amount' || typedPrice.kind === 'empty' ? (
                <span aria-live="polite">
                  {t.pricePreview(formatPrice(centsOf(typedPrice), chosenCurrency))}
                  {meantCurrency && (
                    <Button
                      type="link"
                      size="small"
                      className="sm-postad__meant"
                      onClick={() => form.setFieldValue('currency', meantCurrency)}
                    >
                      {t.meantCurrency(formatAmountShort(centsOf(typedPrice) ?? 0, meantCurrency))}
                    </Button>
                  )}
                </span>
              ) : null
            }
          >
            <Input inputMode="decimal" placeholder={t.pricePlaceholder} />
          </Form.Item>
          <Form.Item label={t.currency} name="currency" rules={[{ required: true, message: M.currencyInvalid }]}>
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </div>
        <div className="sm-postad__row">
          <Form.Item label={t.category} name="categoryId" rules={[{ required: true, message: M.categoryRequired }]}>
            <Select
              placeholder={t.chooseCategory}
              options={tree.map((c) => ({ value: c.id, label: `${c.icon ?? ''} ${c.name}`.trim() }))}
            />
          </Form.Item>
          <Form.Item label={t.subcategory} name="subcategoryId">
            <Select
              allowClear
              disabled={!categoryId}
              placeholder={categoryId ? t.chooseCategory : t.chooseSubcategory}
              options={(tree.find((c) => c.id === categoryId)?.children ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </div>
        <AttributeInputs definitions={filterList?.filters ?? []} />
        {section(2)}
        <Form.Item
          label={t.description}
          name="description"
          rules={[required(M.descriptionRequired), { max: 1000, message: M.descriptionTooLong }]}
        >
          <DescriptionEditor />
        </Form.Item>
        {section(3)}
        <div className="sm-postad__row">
          <Form.Item label={t.location} name="location" rules={[{ required: true, message: M.locationRequired }]}>
            <Select placeholder={t.chooseLocation} options={LOCATIONS.map((l) => ({ value: l, label: l }))} />
          </Form.Item>
          <Form.Item label={t.phone} name="phone" rules={[required(M.phoneRequired)]}>
            <Input type="tel" autoComplete="tel" placeholder="+597 8123456" />
          </Form.Item>
        </div>
        <Form.Item label={t.email} name="email" rules={[{ type: 'email', message: M.emailInvalid }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {section(4)}
        <PhotoPicker
          photos={photos}
          mainIndex={mainIndex}
          onChange={(next, main) => {
            setPhotos(next);
            setMainIndex(main);
          }}
          disabled={isBusy}
          progress={progress}
        />
        <Form.Item
          name="agreeToTerms"
          valuePropName="checked"
          style={{ marginTop: 16 }}
          rules={[
            {
              validator: async (_r, v) => {
                if (!v) throw new Error(M.termsRequired);
              },
            },
          ]}
        >
          <Checkbox>{t.terms}</Checkbox>
        </Form.Item>
        <div className="sm-postad__actions">
          <Button onClick={onClose} disabled={isBusy}>
            {t.cancel}
          </Button>
          {user && (
            <Button onClick={onSaveDraft} loading={isSavingDraft} disabled={isBusy}>
              {draftsTexts.saveAsDraft}
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={isBusy}>
            {isBusy ? t.submitting : t.submit}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
