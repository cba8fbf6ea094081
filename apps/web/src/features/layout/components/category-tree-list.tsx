import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryNode } from '@/shared/lib/category-tree';
import { links } from '@/shared/lib/paths';
import { layoutTexts } from '../layout.texts';

interface CategoryTreeListProps {
  tree: CategoryNode[];
  emojiFor: (name: string) => string;
  onNavigate: () => void;
}

/** Main categories with a toggle that shows their subcategories; used by the header menu and the drawer. */
export function CategoryTreeList({ tree, emojiFor, onNavigate }: CategoryTreeListProps) {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  return (
    <ul className="sm-cattree">
      {tree.map((main) => (
        <li key={main.id}>
          <div className="sm-cattree__row">
            <Link to={links.category(main.slug)} onClick={onNavigate}>
              <span aria-hidden="true">{emojiFor(main.name)}</span> {main.name}
            </Link>
            {main.children.length > 0 && (
              <button
                type="button"
                className="sm-cattree__toggle"
                aria-expanded={expandedId === main.id}
                aria-label={layoutTexts.expandSubcategories(main.name)}
                onClick={() => setExpandedId((id) => (id === main.id ? null : main.id))}
              >
                {expandedId === main.id ? '−' : '+'}
              </button>
            )}
          </div>
          {expandedId === main.id && (
            <ul className="sm-cattree__sub">
              {main.children.map((sub) => (
                <li key={sub.id}>
                  <Link to={links.category(sub.slug)} onClick={onNavigate}>
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
