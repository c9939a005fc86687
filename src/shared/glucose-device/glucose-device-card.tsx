import { useId, useState } from 'react';
import { paths } from '../../config/paths';
import { intlLocale } from '../i18n/format';
import { Button, ButtonLink } from '../ui/button';
import { ConfirmationDialog } from '../ui/confirmation-dialog';
import { GLUCOSE_CARD_TEXT as T } from './glucose-device-texts';
import { useGlucoseLink } from './use-glucose-link';
import './glucose-device-card.css';

export interface GlucoseDeviceCardProps {
  /** The section's class in the hosting screen's layout (dashboard notice, profile section). */
  className?: string;
  titleClassName?: string;
  /** The profile offers Disconnect; the dashboard only shows the status. */
  canDisconnect?: boolean;
}

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The glucose-device connect button: shown only when the `glucoseDevice.enabled`
 * setting is on; "connected" with the day once linked. Connecting starts at /glucose-device (old
 * mode: the participant comes back here), which stores the mode that gates the return route.
 */
export function GlucoseDeviceCard({ className, titleClassName, canDisconnect = false }: GlucoseDeviceCardProps) {
  const { state, unlink } = useGlucoseLink();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  if (state.kind === 'off') return null;
  const linked = state.kind === 'ready' && state.status.linked;

  const answer = async (confirmed?: boolean) => {
    setAsking(false);
    if (!confirmed) return;
    try {
      await unlink();
      setMessage({ tone: 'status', text: T.disconnected });
    } catch {
      setMessage({ tone: 'alert', text: T.disconnectFailed });
    }
  };

  return (
    <section
      className={['registry-glucose-card', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={state.kind === 'loading'}
    >
      <h2 id={headingId} className={titleClassName}>
        {linked ? T.connectedTitle : T.connectTitle}
      </h2>
      {state.kind === 'loading' && <p>{T.loading}</p>}
      {state.kind !== 'loading' && !linked && (
        <>
          <p>{T.connectText}</p>
          <ButtonLink href={paths.glucoseDevice.href()}>{T.connect}</ButtonLink>
        </>
      )}
      {state.kind === 'ready' && state.status.linked && (
        <>
          <p className="registry-glucose-card__status">
            <span className="registry-glucose-card__tick" aria-hidden="true">
              ✓
            </span>
            {state.status.linked_at ? T.connectedOn(formatDay(state.status.linked_at)) : T.connectedText}
          </p>
          {canDisconnect && (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {T.disconnect}
            </Button>
          )}
        </>
      )}
      {message && (
        <p
          role={message.tone}
          className={`registry-glucose-card__message registry-glucose-card__message--${message.tone}`}
        >
          {message.text}
        </p>
      )}
      {asking && (
        <ConfirmationDialog
          title={T.confirmTitle}
          question={T.confirmQuestion}
          confirmLabel={T.confirmYes}
          cancelLabel={T.confirmNo}
          danger
          onClose={(ok) => void answer(ok)}
        />
      )}
    </section>
  );
}
