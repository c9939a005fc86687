import { Button } from '@/shared/ui/button';
import { ConsentContact } from './consent-contact';
import { CONSENT_TEXT } from './consent-texts';

/** The consentError state (spec 001 §4, §8): the signing-failure text, the contacts and a retry. */
export function ConsentError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="registry-consent__error" role="alert">
      <p>{CONSENT_TEXT.signingError}</p>
      <ConsentContact intro={CONSENT_TEXT.contactPrompt} />
      <Button variant="secondary" onClick={onRetry}>
        {CONSENT_TEXT.tryAgain}
      </Button>
    </div>
  );
}
