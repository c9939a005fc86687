import { Spinner } from '../button';
import { KIT_TEXTS } from '../kit-texts';

/** The global loader overlay (spec 000 §2): covers the app while it is busy and says so to screen readers. */
export function LoaderOverlay({ label = KIT_TEXTS.loading }: { label?: string }) {
  return (
    <div className="registry-loader" role="status" aria-live="polite" aria-busy="true" data-registry-loader="">
      <Spinner />
      <span className="registry-visually-hidden">{label}</span>
    </div>
  );
}
