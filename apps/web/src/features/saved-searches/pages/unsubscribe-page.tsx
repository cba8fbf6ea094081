import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { links } from '@/shared/lib/paths';
import { useUnsubscribeSavedSearchMutation } from '../api/saved-searches.api';
import { savedSearchesTexts as t } from '../saved-searches.texts';

/** /unsubscribe?token=...: the link in every alert; no login, the signed token names the search. */
export function UnsubscribePage() {
  useDocumentTitle(t.unsubscribeTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, isUninitialized, isLoading }] = useUnsubscribeSavedSearchMutation();
  useEffect(() => {
    void unsubscribe(token);
  }, [token, unsubscribe]);

  if (isUninitialized || isLoading) return <Spin tip={t.unsubscribing} />;
  return (
    <Result
      status={data ? 'success' : 'warning'}
      title={data ? data.message : (serverMessage(error) ?? t.unsubscribeFailed)}
      extra={<Link to={links.profileTab('zoekopdrachten')}>{t.toProfile}</Link>}
    />
  );
}
