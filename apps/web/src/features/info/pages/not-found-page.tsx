import { Result } from 'antd';
import { LinkButton } from '../components/link-button';
import { usePageMeta } from '../hooks/use-page-meta';
import { INFO_TEXTS } from '../info.texts';
import { links } from '@/shared/lib/paths';

const texts = INFO_TEXTS.notFound;

/** The generic page for any unknown path, with a way back home. */
export function NotFoundPage() {
  usePageMeta(texts.title, texts.description);
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{texts.title}</h1>}
      subTitle={texts.description}
      extra={<LinkButton to={links.home}>{texts.home}</LinkButton>}
    />
  );
}
