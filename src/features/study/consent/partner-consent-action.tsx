import { useId } from 'react';
import { Button } from '@/shared/ui/button';
import type { ContentLang } from '@contract/study-translations';
import { useForeignLang } from '../components/content-lang';
import { CONSENT_TEXT } from './consent-texts';

export interface PartnerConsentActionProps {
  /** The profile's name: the partner consent's subject name (spec 001 §4). */
  name: string;
  agreementText: string;
  /** The language of the consent's texts (its `lang`; none: English), marked where not the page's. */
  textLang?: ContentLang;
  busy?: boolean;
  onSign(name: string): void;
}

/** The partner-research (jaeb) consent's action (spec 001 §2): 'Go to questionnaire' signs with the profile's name. */
export function PartnerConsentAction({ name, agreementText, textLang, busy, onSign }: PartnerConsentActionProps) {
  const agreementLang = useForeignLang({ lang: textLang });
  // Without a name the button stays in the Tab order and says why it does nothing.
  const missingId = useId();
  return (
    <div className="registry-signature">
      {agreementText && (
        <p className="registry-signature__agreement" lang={agreementLang}>
          {agreementText}
        </p>
      )}
      {name && <p>{CONSENT_TEXT.partnerSignedAs(name)}</p>}
      <div className="registry-signature__actions">
        <Button
          onClick={() => name && !busy && onSign(name)}
          aria-disabled={!name || busy || undefined}
          aria-describedby={name ? undefined : missingId}
          loading={busy}
        >
          {CONSENT_TEXT.goToQuestionnaire}
        </Button>
      </div>
      {!name && (
        <p id={missingId} className="registry-signature__missing">
          {CONSENT_TEXT.partnerNameMissing}
        </p>
      )}
    </div>
  );
}
