import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { sharedTexts } from '../shared.texts';
import { links } from '@/shared/lib/paths';

interface EmptyStateProps {
  title: string;
  description?: string;
  /** List pages link back home (spec §2); home sections do not. */
  hasHomeLink?: boolean;
  icon?: ReactNode;
}

export function EmptyState({ title, description, hasHomeLink = false, icon = '🔍' }: EmptyStateProps) {
  return (
    <div className="sm-empty">
      <div className="sm-empty__icon" aria-hidden="true">
        {icon}
      </div>
      <p className="sm-empty__title">{title}</p>
      {description && <p className="sm-empty__text">{description}</p>}
      {hasHomeLink && (
        <Link className="sm-btn sm-btn--primary" to={links.home}>
          {sharedTexts.backHome}
        </Link>
      )}
    </div>
  );
}
