import type { ReactNode } from 'react';

interface SectionProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled home or list section; the heading gives screen readers and tests a landmark name. */
export function Section({ title, action, children }: SectionProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="sm-section" aria-labelledby={id}>
      <div className="sm-section__head">
        <h2 className="sm-section__title" id={id}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
