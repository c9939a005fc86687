import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import type { ModuleSetting } from '@contract';
import type { ConsentVariant } from '@engine/screen';
import { InLang, useForeignLang } from '../components/content-lang';
import { CONSENT_DIALOGS } from './consent-texts';

export interface ConsentIntroDialogProps {
  open: boolean;
  variant: ConsentVariant;
  /** The study's configured popup (adult consent, spec 001 §4); the fixed texts when there is none. */
  popup: ModuleSetting | null;
  onContinue(): void;
}

/**
 * 'Informed Consent' (adult: the configured popup; parental) or 'Informed Consent and Assent'
 * (child), spec 001 §2 Dialogs: explains the process before the consent text, with Continue.
 */
export function ConsentIntroDialog({ open, variant, popup, onContinue }: ConsentIntroDialogProps) {
  const fixed = CONSENT_DIALOGS[variant];
  const configured = variant === 'adult' && popup ? popup.content : null;
  // The popup's texts in their language (marked when not the page's); the fixed texts in the page's.
  const lang = useForeignLang(popup);
  const title = configured?.title ? <InLang of={popup}>{configured.title}</InLang> : fixed.title;
  const button = configured?.button_text ? (
    <InLang of={popup}>{configured.button_text}</InLang>
  ) : (
    CONSENT_DIALOGS.continue
  );
  return (
    <Dialog
      open={open}
      onClose={onContinue}
      title={title}
      delayMs={0}
      footer={<Button onClick={onContinue}>{button}</Button>}
    >
      {configured?.body_text ? (
        <div
          className="registry-consent__html"
          lang={lang}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(configured.body_text) }}
        />
      ) : (
        fixed.body.map((line) => <p key={line}>{line}</p>)
      )}
    </Dialog>
  );
}
