import type { MissedStudy, NotificationEntry } from '@contract';
import { Button } from '@/shared/ui/button';
import { useLocale } from '@/shared/i18n/use-locale';
import { SafeHtml } from '@/shared/ui/safe-html';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import { foreignLang } from '../model';

/**
 * The server's banners (type banner), each dismissible; the dismissal is stored on the profile. The
 * registry writes its messages in English (a message without `lang`), so on a page in another
 * language the message, and its title in the close button's name, carry its language.
 */
export function NotificationBanners({
  banners,
  onDismiss,
}: {
  banners: readonly NotificationEntry[];
  onDismiss: (entry: NotificationEntry) => void;
}) {
  const page = useLocale();
  if (banners.length === 0) return null;
  return (
    <section className="registry-dash-notices" aria-label={T.banners.label}>
      {banners.map((entry) => {
        const lang = foreignLang(entry, page);
        return (
          <div key={entry.id} className="registry-dash-notice">
            <div className="registry-dash-notice__body">
              <h2 className="registry-dash-notice__title" lang={lang}>
                {entry.title}
              </h2>
              {/* Server text may carry simple markup: sanitised like every HTML string from the server
                  (DOMPurify loads with the first banner that has markup, not with the dashboard). */}
              <SafeHtml html={entry.text} lang={lang} />
            </div>
            <Button variant="link" className="registry-dash-notice__dismiss" onClick={() => onDismiss(entry)}>
              <span aria-hidden="true">×</span>
              <span className="registry-visually-hidden">
                {T.banners.dismiss} <span lang={lang}>{entry.title}</span>
              </span>
            </Button>
          </div>
        );
      })}
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
