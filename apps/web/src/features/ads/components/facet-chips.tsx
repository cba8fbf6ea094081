import type { AdFacets } from '@surimarkt/contracts';
import { Link, type To } from 'react-router-dom';
import { formatCount } from '@/shared/format/count';

export interface FacetChip {
  id: number;
  name: string;
  to: To;
  isCurrent?: boolean;
}

/**
 * A strip of categories as links, each with how many ads it gives for the rest of the filters (facets.categories): a
 * category without any is greyed, not hidden. Without counts yet, the plain names.
 */
export function FacetChips({ label, chips, facets }: { label: string; chips: FacetChip[]; facets?: AdFacets }) {
  return (
    <nav className="sm-subcats sm-facets" aria-label={label}>
      {chips.map((chip) => {
        const count = facets?.categories.find((c) => c.id === chip.id)?.count;
        return (
          <Link
            key={chip.id}
            className={`sm-chip${count === 0 ? ' sm-facet--empty' : ''}`}
            to={chip.to}
            aria-current={chip.isCurrent || undefined}
          >
            {chip.name}
            {/* Read as 'Personenauto (3)': the badge for the eye, the brackets for a screen reader (its name holds what it shows). */}
            {count !== undefined && (
              <>
                <span className="sm-facet__count" aria-hidden="true">
                  {formatCount(count, facets?.cap)}
                </span>
                <span className="sm-visually-hidden"> ({formatCount(count, facets?.cap)})</span>
              </>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
