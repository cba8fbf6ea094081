import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { categoryEmoji } from '@/shared/lib/category-tree';
import { links } from '@/shared/lib/paths';
import { adsTexts } from '../../ads.texts';
import { AUTO_ADVANCE_MS, QUICK_CATEGORY_SLUGS, RESUME_AFTER_MS } from '../../lib/quick-categories';

/** Fixed quick links that advance every 3 s, stop while touched and start again 5 s after the finger lifts. */
export function QuickCategoryCarousel() {
  const { data: categories } = useGetCategoriesQuery();
  const stripRef = useRef<HTMLUListElement>(null);
  const [isPaused, setIsPaused] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (isPaused) return;
    const timer = setInterval(() => {
      const strip = stripRef.current;
      if (!strip || strip.scrollWidth <= strip.clientWidth) return;
      const item = strip.firstElementChild as HTMLElement | null;
      const step = item ? item.offsetWidth + 8 : 120;
      const isAtEnd = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 4;
      strip.scrollTo?.({ left: isAtEnd ? 0 : strip.scrollLeft + step, behavior: 'smooth' });
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [isPaused]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const pause = () => {
    clearTimeout(resumeTimer.current);
    setIsPaused(true);
  };
  const resumeLater = () => {
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setIsPaused(false), RESUME_AFTER_MS);
  };

  return (
    <nav className="sm-quick" aria-label={adsTexts.quickCategoriesTitle}>
      <ul className="sm-quick__strip" ref={stripRef} onPointerDown={pause} onPointerUp={resumeLater} onPointerCancel={resumeLater}>
        {QUICK_CATEGORY_SLUGS.map((slug) => {
          const category = categories?.find((c) => c.slug === slug);
          const label = category?.name ?? adsTexts.quickCategoryLabels[slug];
          const isBunkopu = slug === 'bunkopu-seri';
          return (
            <li key={slug}>
              <Link
                to={isBunkopu ? links.bunkopu : links.category(slug)}
                className={`sm-quick__item ${isBunkopu ? 'sm-quick__item--bunkopu' : ''}`}
              >
                <span className="sm-quick__emoji" aria-hidden="true">
                  {categoryEmoji(label)}
                </span>
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
