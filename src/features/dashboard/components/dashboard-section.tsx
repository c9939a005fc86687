import { useId, type ReactNode } from 'react';

/** A dashboard section: its h2 and its groups (spec 000 §2). */
export function DashboardSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className="registry-dash-section" aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className="registry-dash-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A group of cards under its h3, or the group's empty-state text when it has none. */
export function CardGroup({
  title,
  empty,
  count,
  children,
}: {
  title?: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <div className="registry-dash-group">
      {title && (
        <h3 className="registry-dash-group__title">
          {title} <span className="registry-dash-group__count">({count})</span>
        </h3>
      )}
      {count === 0 ? (
        <p className="registry-dash-group__empty">{empty}</p>
      ) : (
        <ul className="registry-dash-cards">{children}</ul>
      )}
    </div>
  );
}
