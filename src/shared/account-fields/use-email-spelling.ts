import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../api/api-context';
import { checkEmailSpelling } from '../api/calls/check-email-spelling';
import { EMAIL_MESSAGES } from './messages';

/**
 * The smart e-mail check (spec 000 §5): `is_ok: false` gives a warning that still lets the
 * participant go on; any other server message blocks. `validate` fits react-hook-form's async
 * `validate`; answers are cached per address, and a failed check never blocks.
 */
export function useEmailSpelling() {
  const client = useApiClient();
  const cache = useRef(new Map<string, { message?: string; warning?: boolean }>());
  const [warningFor, setWarningFor] = useState<string | null>(null);

  const validate = useCallback(
    async (raw: string): Promise<string | true> => {
      const email = raw.trim().toLowerCase();
      let verdict = cache.current.get(email);
      if (!verdict) {
        try {
          const answer = await checkEmailSpelling(client, email);
          verdict = answer.message ? { message: answer.message } : { warning: !answer.is_ok };
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
    warningFor !== null && warningFor === value.trim().toLowerCase() ? EMAIL_MESSAGES.spelling : undefined;
  return { validate, warning };
}
