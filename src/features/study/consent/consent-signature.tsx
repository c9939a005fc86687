import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { isSingleLineText, NAME_MAX_LENGTH, toSingleLine } from '@/shared/lib/account-field-rules';
import { ACCOUNT_MESSAGES } from '@/shared/lib/account-message-texts';
import { TextField } from '@/shared/ui/text-field';
import { missingForConsent } from '@engine/screen';
import type { ContentLang } from '@contract/study-translations';
import { useForeignLang } from '../components/content-lang';
import { CONSENT_TEXT } from './consent-texts';

export interface ConsentSignatureProps {
  /** The agreement text of the consent, shown above the signature. */
  agreementText: string;
  /** The language of the consent's texts (its `lang`; none: English), marked where not the page's. */
  textLang?: ContentLang;
  /** A parental consent: the child it is signed for, named above the agreement. */
  childName?: string;
  /** Under the signature field: who types their name. */
  hint?: string;
  busy?: boolean;
  /** Put back after the provider's re-authentication: the name typed and the box ticked before it. */
  initialName?: string;
  /** Signs with the typed name as one line (spaces collapsed); a rejection keeps the typed name on screen. */
  onSign(subjectName: string): Promise<void> | void;
}

/**
 * The signature of consent and assent (spec 001 §2, §5): a typed full name and 'I agree to take
 * part'; Continue refuses to sign until both are given. It stays in the Tab order (aria-disabled,
 * not disabled) and is described by a line saying what is still missing. Shared by the consent
 * procedure and /assent.
 */
export function ConsentSignature({
  agreementText,
  textLang,
  childName,
  hint = CONSENT_TEXT.signatureHint,
  busy,
  initialName,
  onSign,
}: ConsentSignatureProps) {
  const [name, setName] = useState(initialName ?? '');
  const agreementLang = useForeignLang({ lang: textLang });
  const [agreed, setAgreed] = useState(initialName !== undefined);
  const headingId = useId();
  const missingId = useId();
  const missing = missingForConsent(name, agreed);
  const ready = missing.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) void onSign(toSingleLine(name));
  };
  return (
    <form className="registry-signature" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className="registry-signature__heading">
        {CONSENT_TEXT.signatureLabel}
      </h2>
      {childName && (
        <p className="registry-signature__child">
          <strong>{CONSENT_TEXT.childName}:</strong> {childName}
        </p>
      )}
      {agreementText && (
        <p className="registry-signature__agreement" lang={agreementLang}>
          {agreementText}
        </p>
      )}
      <TextField
        label={CONSENT_TEXT.signatureLabel}
        hint={hint}
        name="subject_name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        error={isSingleLineText(name) ? undefined : ACCOUNT_MESSAGES.singleLine}
        value={name}
        onChange={(e) => setName(e.target.value)}
        className="registry-signature__name"
      />
      <Checkbox
        label={CONSENT_TEXT.agree}
        name="agree"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <div className="registry-signature__actions">
        <Button
          type="submit"
          aria-disabled={!ready || busy || undefined}
          aria-describedby={ready ? undefined : missingId}
          loading={busy}
        >
          {CONSENT_TEXT.continue}
        </Button>
      </div>
      {!ready && (
        <p id={missingId} className="registry-signature__missing">
          {CONSENT_TEXT.missing(missing)}
        </p>
      )}
    </form>
  );
}
