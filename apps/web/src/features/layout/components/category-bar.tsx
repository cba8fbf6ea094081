import type { Category } from '@surimarkt/contracts';
import { Link, useLocation } from 'react-router-dom';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { categoryEmoji } from '@/shared/lib/category-tree';
import { links } from '@/shared/lib/paths';
import { layoutTexts } from '../layout.texts';
import { selectBarCategories, selectedCategoryKey } from '../lib/bar-categories';

function isSelected(category: Category | undefined, key: string | null, fallbackSlug: string): boolean {
  if (!key) return false;
  if (!category) return key === fallbackSlug;
  return key === category.slug.toLowerCase() || key === String(category.id);
}

function BarItem({
  to,
  emoji,
  label,
  isActive,
  isBunkopu = false,
}: {
  to: string;
  emoji: string;
  label: string;
  isActive: boolean;
  isBunkopu?: boolean;
}) {
  const [firstWord] = label.split(' ');
  return (
    <li>
      <Link
        to={to}
        className={`sm-catbar__item ${isActive ? 'sm-catbar__item--active' : ''} ${isBunkopu ? 'sm-catbar__item--bunkopu' : ''}`}
        aria-current={isActive ? 'page' : undefined}
        aria-label={label}
      >
        <span className="sm-catbar__emoji" aria-hidden="true">
          {emoji}
        </span>
        <span className="sm-catbar__label sm-catbar__label--full" aria-hidden="true">
          {label}
        </span>
        <span className="sm-catbar__label sm-catbar__label--short" aria-hidden="true">
          {isBunkopu ? label : firstWord}
        </span>
      </Link>
    </li>
  );
}

/** Bunkopu Seri, Kulturu, then at most 7 main categories; the page's own category is highlighted. */
export function CategoryBar() {
  const { data, isLoading } = useGetCategoriesQuery();
  const { pathname } = useLocation();
  const key = selectedCategoryKey(pathname);
  if (isLoading) {
    return (
      <div className="sm-catbar sm-catbar--loading" role="status" aria-busy="true" aria-label={layoutTexts.categoryBarLabel}>
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className="sm-skeleton sm-catbar__skeleton" />
        ))}
      </div>
    );
  }
  const { bunkopu, kulturu, others } = selectBarCategories(data ?? []);
  return (
    <nav className="sm-catbar" aria-label={layoutTexts.categoryBarLabel}>
      <ul className="sm-catbar__list sm-container">
        <BarItem
          to={links.bunkopu}
          emoji="💰"
          label={layoutTexts.bunkopuSeri}
          isActive={key === 'bunkopu' || isSelected(bunkopu, key, 'bunkopu-seri')}
          isBunkopu
        />
        <BarItem
          to={links.category(kulturu?.slug ?? 'kulturu')}
          emoji={categoryEmoji(layoutTexts.kulturu)}
          label={kulturu?.name ?? layoutTexts.kulturu}
          isActive={isSelected(kulturu, key, 'kulturu')}
        />
        {others.map((c) => (
          <BarItem
            key={c.id}
            to={links.category(c.slug)}
            emoji={categoryEmoji(c.name)}
            label={c.name}
            isActive={isSelected(c, key, c.slug)}
          />
        ))}
      </ul>
    </nav>
  );
}
