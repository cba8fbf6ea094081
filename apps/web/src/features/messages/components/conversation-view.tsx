import type { ConversationSummary } from '@surimarkt/contracts';
import { Popconfirm } from 'antd';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { formatDateTime } from '@/shared/format/dates';
import { useToast } from '@/shared/hooks/use-toast';
import { thumbnailUrl } from '@/shared/lib/image-url';
import { links } from '@/shared/lib/paths';
import {
  addMessageToCache,
  useBlockConversationMutation,
  useGetMessagesQuery,
  useMarkReadMutation,
  useSendMessageMutation,
} from '../api/messages.api';
import { messagesTexts as t } from '../messages.texts';
import { MessageWarning } from './message-warning';

/** One conversation: its messages (new ones arrive live), a text box with 'Verstuur', and 'Blokkeer'. */
export function ConversationView({ conversation, onBack }: { conversation: ConversationSummary; onBack: () => void }) {
  const { data } = useGetMessagesQuery(conversation.id);
  const [send, { isLoading: isSending }] = useSendMessageMutation();
  const [markRead] = useMarkReadMutation();
  const [block, { isLoading: isBlocking }] = useBlockConversationMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dispatch = useDispatch() as (action: unknown) => unknown;
  const toast = useToast();
  const end = useRef<HTMLDivElement>(null);
  const messages = data?.messages ?? [];

  // Whatever arrives while the conversation is on screen has been read.
  useEffect(() => {
    if (conversation.unread > 0) void markRead(conversation.id);
  }, [conversation.id, conversation.unread, markRead]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t.messages.textRequired);
      return;
    }
    setError(null);
    try {
      const reply = await send({ conversationId: conversation.id, text: text.trim() }).unwrap();
      dispatch(addMessageToCache({ conversationId: conversation.id, adId: conversation.adId, message: reply.message }));
      setText('');
    } catch (failure) {
      setError(readFieldErrors(failure).text ?? serverMessage(failure) ?? t.sendFailed);
    }
  };

  const onBlock = async () => {
    try {
      toast.success((await block(conversation.id).unwrap()).message);
    } catch (failure) {
      toast.error(t.blockFailed, { description: serverMessage(failure) ?? undefined });
    }
  };

  return (
    <section className="sm-msg-chat" aria-label={t.withParty(conversation.otherParty.displayName)}>
      <button type="button" className="sm-btn sm-btn--ghost sm-msg-chat__back" onClick={onBack}>
        {t.back}
      </button>
      <header className="sm-msg-chat__head">
        {conversation.adImage && <img src={thumbnailUrl(conversation.adImage)} alt="" width={56} height={42} />}
        <div className="sm-msg-chat__title">
          <Link to={links.ad(conversation.adId)}>{conversation.adTitle}</Link>
          <small>
            {conversation.isBuyer ? t.buyerRole : t.sellerRole} · {t.withParty(conversation.otherParty.displayName)}
          </small>
        </div>
        {!conversation.isBlocked && (
          <Popconfirm title={t.blockConfirm} okText={t.block} cancelText={t.cancel} onConfirm={onBlock}>
            <button type="button" className="sm-btn sm-btn--ghost sm-msg-chat__block" disabled={isBlocking}>
              {t.block}
            </button>
          </Popconfirm>
        )}
      </header>
      <div className="sm-msg-chat__messages" role="log" aria-live="polite">
        {messages.length === 0 && <p className="sm-msg__empty">{t.noMessages}</p>}
        {messages.map((m) => (
          <div key={m.id} className={`sm-msg-bubble${m.fromMe ? ' sm-msg-bubble--mine' : ''}`}>
            <p>{m.text}</p>
            <small>{formatDateTime(m.createdAt)}</small>
            {m.warning && <MessageWarning adId={conversation.adId} text={m.text} isBuyer={conversation.isBuyer} />}
          </div>
        ))}
        <div ref={end} />
      </div>
      {conversation.isBlocked ? (
        <p className="sm-msg__blocked" role="status">
          {conversation.isPartyDeleted ? t.partyDeletedNotice : t.blockedNotice}
        </p>
      ) : (
        <form className="sm-msg-chat__form" onSubmit={onSubmit} noValidate>
          <label className="sm-msg__field">
            <span className="sm-visually-hidden">{t.textLabel}</span>
            <textarea
              rows={2}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label={t.textLabel}
              aria-invalid={!!error}
            />
          </label>
          <button type="submit" className="sm-btn sm-btn--primary" disabled={isSending}>
            {isSending ? t.sending : t.send}
          </button>
          {error && (
            <p className="sm-msg__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
