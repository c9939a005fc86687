import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiClient } from '@/shared/api/api-context';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog } from '@/shared/ui/dialog';
import { updateSmsConsent } from '../api/update-sms-consent';
import { FormPhoneField } from '@/shared/account-fields/form-phone-field';
import { usePhoneLib } from '@/shared/account-fields/phone-field';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { PHONE_MESSAGES } from '@/shared/account-fields/account-field-texts';
import { SMS_CONSENT_TEXTS as TEXTS } from '../model/dialog-texts';
import { SMS_MESSAGES } from '../model/message-texts';
import { checkPhone, DEFAULT_COUNTRY_CODE } from '@/shared/account-fields/phone';
import { onLibraryRouter } from '@/shared/routing/library-router';

export const SMS_DIALOG_MAX_WIDTH = 555;

export type SmsConsentResult = 'accepted' | 'skipped';

export interface SmsConsentDialogProps {
  participantId: number;
  /** The phone already on the profile, if any. */
  initialPhone?: string | null;
  onClose: (result: SmsConsentResult) => void;
  open?: boolean;
}

interface SmsForm {
  phone: string;
  optIn: boolean;
}

/** Desktop gets the footer's Show more/less; narrow screens always show the whole text. */
function useIsDesktop(): boolean {
  const query = '(min-width: 768px)';
  const [desktop, setDesktop] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setDesktop(list.matches);
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return desktop;
}

/** Spec 000 §2, §4, §5: the SMS opt-in asked after sign-in while the consent is still required. */
function SmsConsentDialogContent({ participantId, initialPhone, onClose, open = true }: SmsConsentDialogProps) {
  const client = useApiClient();
  const lib = usePhoneLib();
  const desktop = useIsDesktop();
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState<'confirm' | 'skip' | null>(null);
  // Checked on Confirm only: validating on blur showed a message as the pointer went to Skip, moved
  // the buttons under it and lost the click; after a first Confirm, fixes clear as typed.
  const form = useForm<SmsForm>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { phone: initialPhone || DEFAULT_COUNTRY_CODE, optIn: false },
  });
  const { applyServerErrors, formError } = useServerErrors(form, ['phone']);
  const { errors } = form.formState;

  const confirm = form.handleSubmit(async ({ phone }) => {
    if (!lib) return;
    const e164 = checkPhone(phone, lib).e164 ?? phone;
    setBusy('confirm');
    try {
      await updateSmsConsent(client, participantId, { status: 'accepted', phone: e164 });
      onClose('accepted');
    } catch (error) {
      applyServerErrors(error);
    } finally {
      setBusy(null);
    }
  });
  const skip = async () => {
    setBusy('skip');
    try {
      await updateSmsConsent(client, participantId, { status: 'skipped' });
    } catch {
      // Skipping must never trap the user: the question comes back at the next sign-in.
    } finally {
      setBusy(null);
      onClose('skipped');
    }
  };

  const showAll = !desktop || expanded;
  return (
    <Dialog
      open={open}
      // Spec 000 §4: the question is closed by skipping it, so Escape skips (once, not during a save).
      onClose={() => {
        if (busy === null) void skip();
      }}
      showCloseIcon={false}
      title={TEXTS.title}
      maxWidth={SMS_DIALOG_MAX_WIDTH}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => void skip()}
            loading={busy === 'skip'}
            disabled={busy === 'confirm'}
          >
            {TEXTS.skip}
          </Button>
          <Button
            type="submit"
            form="registry-sms-consent"
            loading={busy === 'confirm'}
            disabled={busy === 'skip' || !lib}
          >
            {TEXTS.confirm}
          </Button>
        </>
      }
    >
      <form id="registry-sms-consent" noValidate onSubmit={(e) => void confirm(e)}>
        <p>{TEXTS.intro}</p>
        {formError && (
          <p className="registry-field__error" role="alert">
            {formError}
          </p>
        )}
        <FormPhoneField
          control={form.control}
          name="phone"
          lib={lib}
          label={TEXTS.phone}
          error={errors.phone?.message}
          requiredMessage={PHONE_MESSAGES.requiredToContinue}
        />
        <Checkbox
          label={TEXTS.optIn}
          error={errors.optIn?.message}
          {...form.register('optIn', { validate: (v) => v || SMS_MESSAGES.checkboxRequired })}
        />
        <div className="registry-auth__fine-print" id="registry-sms-fine-print">
          <p>
            {TEXTS.footerShort}
            {showAll && <> {TEXTS.footerMore}</>}
          </p>
          {desktop && (
            <button
              type="button"
              className="registry-auth__more"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? TEXTS.showLess : TEXTS.showMore}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const SmsConsentDialog = onLibraryRouter(SmsConsentDialogContent, 'SmsConsentDialog');
