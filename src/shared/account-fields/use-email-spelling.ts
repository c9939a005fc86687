import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../api/api-context';
import { checkEmailSpelling } from '../api/calls/check-email-spelling';
import { EMAIL_MESSAGES } from './account-field-texts';

interface Verdict {
  message?: string;
  warning?: boolean;
  suggestion?: string;
}

const key = (value: string) => value.trim().toLowerCase();

/**
 * The smart e-mail check (spec 000 §5): `is_ok: false` gives a warning that still lets the
 * participant go on; any other server message blocks. `validate` fits react-hook-form's async
 * `validate`; answers are cached per address, and a failed check never blocks. A flagged address
 * is confirmed once through the 'Whoops!' dialog (`needsConfirmation`, `confirm`), which offers
 * the server's optional `suggestion`.
 */
export function useEmailSpelling() {
  const client = useApiClient();
  const cache = useRef(new Map<string, Verdict>());
  const confirmed = useRef(new Set<string>());
  const [warningFor, setWarningFor] = useState<string | null>(null);

  const validate = useCallback(
    async (raw: string): Promise<string | true> => {
      const email = key(raw);
      let verdict = cache.current.get(email);
      if (!verdict) {
        try {
          const answer = await checkEmailSpelling(client, email);
          verdict = answer.message
            ? { message: answer.message }
            : { warning: !answer.is_ok, suggestion: answer.suggestion || undefined };
        } catch {
          verdict = {};
        }
        cache.current.set(email, verdict);
      }
      setWarningFor(verdict.warning ? email : null);
      return verdict.message ?? true;
    },
    [client],
  );

  /** The warning to show for the field's current value. */
  const warning = (value: string) =>
    warningFor !== null && warningFor === key(value) ? EMAIL_MESSAGES.spelling : undefined;
  /** The server's likely correction of a flagged address, if it gave one. */
  const suggestion = (value: string) => cache.current.get(key(value))?.suggestion;
  /** A flagged address the participant has not yet confirmed: submitting asks first. */
  const needsConfirmation = (value: string) =>
    !!cache.current.get(key(value))?.warning && !confirmed.current.has(key(value));
  const confirm = (value: string) => {
    confirmed.current.add(key(value));
  };
  return { validate, warning, suggestion, needsConfirmation, confirm };
}
