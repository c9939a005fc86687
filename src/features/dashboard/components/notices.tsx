import type { MissedStudy, NotificationEntry } from '@contract';
import { Button } from '@/shared/ui/button';
import { SafeHtml } from '@/shared/ui/safe-html';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';

/** The server's banners (type banner), each dismissible; the dismissal is stored on the profile. */
export function NotificationBanners({
  banners,
  onDismiss,
}: {
  banners: readonly NotificationEntry[];
  onDismiss: (entry: NotificationEntry) => void;
}) {
  if (banners.length === 0) return null;
  return (
    <section className="registry-dash-notices" aria-label={T.banners.label}>
      {banners.map((entry) => (
        <div key={entry.id} className="registry-dash-notice">
          <div className="registry-dash-notice__body">
            <h2 className="registry-dash-notice__title">{entry.title}</h2>
            {/* Server text may carry simple markup: sanitised like every HTML string from the server
                (DOMPurify loads with the first banner that has markup, not with the dashboard). */}
            <SafeHtml html={entry.text} />
          </div>
          <Button variant="link" className="registry-dash-notice__dismiss" onClick={() => onDismiss(entry)}>
            <span aria-hidden="true">×</span>
            <span className="registry-visually-hidden">{T.banners.dismiss(entry.title)}</span>
          </Button>
        </div>
      ))}
    </section>
  );
}

/** Studies that closed before the participant took part: told once, then marked notified. */
export function MissedNotice({ missed, onDismiss }: { missed: readonly MissedStudy[]; onDismiss: () => void }) {
  if (missed.length === 0) return null;
  return (
    <section className="registry-dash-notice registry-dash-notice--missed" aria-labelledby="registry-dash-missed">
      <div className="registry-dash-notice__body">
        <h2 id="registry-dash-missed" className="registry-dash-notice__title">
          {T.missed.title(missed.length)}
        </h2>
        <ul>
          {missed.map((m) => (
            <li key={m.id}>{m.title}</li>
          ))}
        </ul>
        <p>{T.missed.text}</p>
      </div>
      <Button variant="secondary" onClick={onDismiss}>
        {T.missed.dismiss}
      </Button>
    </section>
  );
}
