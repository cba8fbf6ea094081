import type { AccountUser } from '@surimarkt/contracts';
import { Empty, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { useGetReviewInvitationsQuery } from '../api/reviews.api';
import { reviewsTexts as t } from '../reviews.texts';
import { ReviewForm } from './review-form';

/** Profile tab 'Beoordelingen': the open invitations to rate the other side of a sale, and the way to one's own page. */
export function ReviewsTab({ user }: { user: AccountUser }) {
  const { data, isLoading } = useGetReviewInvitationsQuery();
  if (isLoading) return <Spin />;
  const invitations = data?.invitations ?? [];
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t.intro}</Typography.Paragraph>
      {invitations.length === 0 ? <Empty description={t.none} /> : invitations.map((i) => <ReviewForm key={i.id} invitation={i} />)}
      <Link to={links.seller(user.id)}>{t.ownProfile} →</Link>
    </div>
  );
}
