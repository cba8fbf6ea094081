import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { buildCategoryTree, categoryEmoji } from '@/shared/lib/category-tree';
import { links } from '@/shared/lib/paths';
import { layoutTexts } from '../layout.texts';
import { CategoryTreeList } from './category-tree-list';

/** Header dropdown: every main category with its emoji, subcategories expandable. Closes on outside click. */
export function CategoryMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const { data } = useGetCategoriesQuery();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setIsOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div className="sm-catmenu" ref={ref}>
      <button type="button" className="sm-btn sm-btn--ghost" aria-expanded={isOpen} onClick={() => setIsOpen((v) => !v)}>
        ☰ {layoutTexts.categories}
      </button>
      {isOpen && (
        <div className="sm-catmenu__panel">
          <Link className="sm-catmenu__all" to={links.home} onClick={() => setIsOpen(false)}>
            {layoutTexts.allCategories}
          </Link>
          <CategoryTreeList tree={buildCategoryTree(data ?? [])} emojiFor={categoryEmoji} onNavigate={() => setIsOpen(false)} />
        </div>
      )}
    </div>
  );
}
