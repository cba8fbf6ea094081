import { Alert, Button } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '@/shared/format/dates';
import { formatAmount } from '@/shared/format/money';
import { links } from '@/shared/lib/paths';
import { useCurrentBankTransferQuery } from '../api/business.api';
import { businessTexts } from '../business.texts';

const t = businessTexts.bankTransfer;

/** The open bank transfer, if any: what is awaited and until when, with the way back to its details. */
export function PendingBankTransfer() {
  const { data } = useCurrentBankTransferQuery();
  const transfer = data?.transfer;
  if (!transfer) return null;
  return (
    <Alert
      type="info"
      showIcon
      message={t.pendingTitle}
      description={t.pendingText(formatAmount(transfer.amount, transfer.currency), transfer.reference, formatDate(transfer.expiresAt))}
      action={
        <Link to={links.checkout}>
          <Button>{t.details}</Button>
        </Link>
      }
    />
  );
}
