import { useState } from 'react';
import type { useEmailSpelling } from '@/shared/account-fields/use-email-spelling';

type Spelling = ReturnType<typeof useEmailSpelling>;

/**
 * Submitting with an address the smart check flagged asks first ('Whoops!', spec 000 §2, §5).
 * `ask` answers true when it opened the question (the submit stops there); `accept` records the
 * participant's choice, so the next submit goes through.
 */
export function useSuspectEmailGate(spelling: Spelling) {
  const [asked, setAsked] = useState<{ email: string; suggestion?: string } | null>(null);
  return {
    open: asked !== null,
    email: asked?.email ?? '',
    suggestion: asked?.suggestion,
    ask(email: string): boolean {
      if (!spelling.needsConfirmation(email)) return false;
      setAsked({ email: email.trim(), suggestion: spelling.suggestion(email) });
      return true;
    },
    accept(email: string) {
      spelling.confirm(email);
      setAsked(null);
    },
    /** Closes without a choice; `then` runs once the dialog has given focus back. */
    dismiss(then: () => void) {
      setAsked(null);
      setTimeout(then, 0);
    },
  };
}
