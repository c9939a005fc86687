import { PROFILE_TEXT } from '../content/profile-texts';

export type EmailCheckState = 'idle' | 'checking' | 'ok' | 'warn' | 'error';

const GLYPH = { checking: '…', ok: '✓', warn: '!', error: '×' } as const;

/**
 * The e-mail field's status icon (spec 000 §4: checking, ok, warn, error). The error icon is a
 * button that clears the field (spec 000 §5); the others only describe the state.
 */
export function EmailStatus({ state, onClear }: { state: EmailCheckState; onClear: () => void }) {
  const T = PROFILE_TEXT.personal.emailStatus; // read when rendering: the texts of the language shown
  if (state === 'idle') return null;
  if (state === 'error')
    return (
      <button
        type="button"
        className="registry-profile__email-status registry-profile__email-status--error"
        aria-label={T.error}
        onClick={onClear}
      >
        <span aria-hidden="true">{GLYPH.error}</span>
      </button>
    );
  return (
    <span
      className={`registry-profile__email-status registry-profile__email-status--${state}`}
      role="img"
      aria-label={T[state]}
    >
      <span aria-hidden="true">{GLYPH[state]}</span>
    </span>
  );
}
