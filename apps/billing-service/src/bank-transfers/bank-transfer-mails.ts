import { BANK_TRANSFER_VALID_DAYS, type BankDetails, type MailContent, type UserMailEvent } from '@surimarkt/contracts';
import { mailBodyText } from '@surimarkt/server';
import { euros, longDate as day } from '../common/dutch-format';
import { type PaymentRow } from '../payments/payments.service';

type Mail = Omit<UserMailEvent, 'eventId'>;

const mail = (row: PaymentRow, subject: string, content: MailContent): Mail => ({
  userId: row.user_id,
  subject,
  content,
  text: mailBodyText(content),
});

/** Right after it is asked for: the details to keep (the screen may be closed before the transfer is made at the bank). */
export function detailsMail(row: PaymentRow, bank: BankDetails, publicUrl: string): Mail {
  return mail(row, `Je betalingskenmerk ${row.reference}: maak ${euros(row.amount_cents)} over`, {
    heading: 'Zo betaal je je pakket per bank',
    paragraphs: [
      `Maak ${euros(row.amount_cents)} (${row.description}) over naar ${bank.accountName}, ${bank.name}, rekeningnummer ` +
        `${bank.accountNumber}, met het betalingskenmerk ${row.reference} in de omschrijving.`,
      `Het kenmerk is geldig tot ${day(new Date(row.expires_at!))}. Je pakket wordt geactiveerd zodra wij je overschrijving ` +
        'hebben ontvangen; je krijgt dan een bevestiging met je factuur.',
    ],
    button: { label: 'Naar je dashboard', url: `${publicUrl}/business-dashboard` },
  });
}

/** A few days before the transfer expires: the details again, so the owner can still pay in time. */
export function reminderMail(row: PaymentRow, bank: BankDetails, publicUrl: string): Mail {
  return mail(row, `Herinnering: betaal je overschrijving ${row.reference} vóór ${day(new Date(row.expires_at!))}`, {
    heading: 'Je bankoverschrijving staat nog open',
    paragraphs: [
      `We hebben je overschrijving van ${euros(row.amount_cents)} (${row.description}) nog niet ontvangen.`,
      `Maak het bedrag over naar ${bank.accountName}, ${bank.name}, rekeningnummer ${bank.accountNumber}, met het ` +
        `betalingskenmerk ${row.reference} in de omschrijving.`,
      `Zonder betaling vóór ${day(new Date(row.expires_at!))} vervalt het kenmerk. Je pakket wordt geactiveerd zodra wij ` +
        'je overschrijving hebben ontvangen.',
    ],
    button: { label: 'Naar je dashboard', url: `${publicUrl}/business-dashboard` },
  });
}

/** Not confirmed in time: the reference is no longer valid; a new one, or the card, pays the package. */
export function expiredMail(row: PaymentRow, publicUrl: string): Mail {
  return mail(row, `Je overschrijving ${row.reference} is verlopen`, {
    heading: 'Je bankoverschrijving is verlopen',
    paragraphs: [
      `We hebben binnen ${BANK_TRANSFER_VALID_DAYS} dagen geen overschrijving van ${euros(row.amount_cents)} met het ` +
        `kenmerk ${row.reference} ontvangen; dit kenmerk is niet meer geldig.`,
      'Heb je toch al betaald? Neem dan contact met ons op en noem het kenmerk. Wil je nog betalen, vraag dan een nieuwe ' +
        'overschrijving aan of betaal met je kaart.',
    ],
    button: { label: 'Betalen', url: `${publicUrl}/checkout?pakket=1` },
  });
}
