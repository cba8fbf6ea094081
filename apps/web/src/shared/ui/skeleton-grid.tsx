import { sharedTexts } from '../shared.texts';

/** CSS-only placeholders: no antd Skeleton on the first render of a phone. */
export function SkeletonGrid({ count = 12 }: { count?: number }) {
  return (
    <div className="sm-grid" role="status" aria-busy="true" aria-label={sharedTexts.loading}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sm-card sm-card--skeleton" data-testid="skeleton-card">
          <div className="sm-skeleton sm-skeleton--media" />
          <div className="sm-card__body">
            <div className="sm-skeleton sm-skeleton--line" />
            <div className="sm-skeleton sm-skeleton--line sm-skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
