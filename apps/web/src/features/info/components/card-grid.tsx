import { type ReactNode } from 'react';

interface CardGridProps {
  label: string;
  minWidth?: number;
  children: ReactNode;
}

// A CSS grid instead of antd Row/Col keeps these light pages free of the responsive observer.
export function CardGrid({ label, minWidth = 200, children }: CardGridProps) {
  return (
    <ul
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(${minWidth}px, 1fr))`,
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: '24px 0',
      }}
    >
      {children}
    </ul>
  );
}
