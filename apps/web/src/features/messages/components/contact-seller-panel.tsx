import type { Ad } from '@surimarkt/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { links } from '@/shared/lib/paths';
import { useStartConversationMutation } from '../api/messages.api';
import { messagesTexts as t } from '../messages.texts';
import { inboxLink } from './inbox-link';
import './messages.css';

/**
 * 'Stuur bericht' on the ad page: a small form that opens (or continues) the buyer's conversation with the seller.
 * Plain HTML, as the ad page is public and must stay light; a guest gets a link to log in, the owner nothing.
 */
export function ContactSellerPanel({ ad }: { ad: Ad }) {
  const { data: user } = useKnownCurrentUser();
  const [start, { isLoading }] = useStartConversationMutation();
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (user && user.id === ad.sellerId) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t.messages.textRequired);
      return;
    }
    setError(null);
    try {
      const reply = await start({ adId: ad.id, text: text.trim() }).unwrap();
      setSentTo(reply.conversation.id);
      setText('');
    } catch (failure) {
      setError(readFieldErrors(failure).text ?? serverMessage(failure) ?? t.sendFailed);
    }
  };

  return (
    <div className="sm-ad__panel sm-msg-contact">
      <h2>{t.contactTitle}</h2>
      {!user ? (
        <p className="sm-msg__login">
          <Link to={links.auth}>{t.loginToWrite}</Link>
        </p>
      ) : !isOpen ? (
        <button type="button" className="sm-btn sm-btn--primary sm-msg__open" onClick={() => setOpen(true)}>
          {t.write}
        </button>
      ) : (
        <form className="sm-msg__form" onSubmit={onSubmit} noValidate>
          <label className="sm-msg__field">
            <span>{t.textLabel}</span>
            <textarea
              rows={3}
              maxLength={2000}
              value={text}
              placeholder={t.textPlaceholder}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={!!error}
            />
          </label>
          {error && (
            <p className="sm-msg__error" role="alert">
              {error}
            </p>
          )}
          {sentTo && (
            <p className="sm-msg__sent" role="status">
              {t.sent} · <Link to={inboxLink(sentTo)}>{t.toConversation}</Link>
            </p>
          )}
          <button type="submit" className="sm-btn sm-btn--primary" disabled={isLoading}>
            {isLoading ? t.sending : t.send}
          </button>
        </form>
      )}
    </div>
  );
}
