import { DASHBOARD_TEXT as T } from '../dashboard-texts';

/** Placeholder cards of the final cards' size while the lists load, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  return (
    <div className="registry-dash-skeleton" role="status" aria-live="polite">
      <span className="registry-visually-hidden">{T.loading}</span>
      <div className="registry-dash-skeleton__line" aria-hidden="true" />
      <ul className="registry-dash-cards" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="registry-dash-card registry-dash-card--skeleton" />
        ))}
      </ul>
    </div>
  );
}
