import type { ReviewInvitation } from '@surimarkt/contracts';
import { Button, Card, Form, Input, Rate, Typography } from 'antd';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { formatDate } from '@/shared/format/dates';
import { useToast } from '@/shared/hooks/use-toast';
import { useCreateReviewMutation } from '../api/reviews.api';
import { reviewsTexts as t } from '../reviews.texts';

interface Values {
  rating: number;
  text: string;
}

/** One invitation: 1-5 stars and a short text, checked here as the server checks them, with the same words. */
export function ReviewForm({ invitation }: { invitation: ReviewInvitation }) {
  const [form] = Form.useForm<Values>();
  const [createReview, { isLoading }] = useCreateReviewMutation();
  const toast = useToast();
  const title = t.rate(invitation.role, invitation.otherParty.displayName);

  const submit = async (values: Values) => {
    try {
      const reply = await createReview({ invitationId: invitation.id, rating: values.rating, text: values.text.trim() }).unwrap();
      toast.success(reply.message);
    } catch (error) {
      const fields = readFieldErrors(error);
      const entries = Object.entries(fields);
      if (entries.length > 0) form.setFields(entries.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      else toast.error(t.failed, { description: serverMessage(error) ?? undefined });
    }
  };

  return (
    <Card size="small" role="article" aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
        {t.about(invitation.adTitle)} · {t.until(formatDate(invitation.expiresAt))}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="rating"
          label={t.stars}
          rules={[{ required: true, type: 'number', min: 1, max: 5, message: t.messages.ratingInvalid }]}
        >
          <Rate aria-label={t.stars} />
        </Form.Item>
        <Form.Item
          name="text"
          label={t.text}
          rules={[
            { required: true, whitespace: true, message: t.messages.textRequired },
            { max: 500, message: t.messages.textTooLong },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.textPlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t.send}
        </Button>
      </Form>
    </Card>
  );
}
