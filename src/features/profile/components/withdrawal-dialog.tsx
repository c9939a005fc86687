import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { WITHDRAWAL_REASONS } from '@contract';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea } from '@/shared/ui/text-field';
import { withdraw } from '../api/withdraw';
import { PROFILE_TEXT } from '../content/profile-texts';
import { emptyWithdrawal, withdrawalErrors, withdrawalPayload, type WithdrawalValues } from '../model/profile-rules';

/** Spec 000 §9: the withdrawal dialog is 712 px wide at most (full width in the gadget, see profile.css). */
const MAX_WIDTH = 712;

export interface WithdrawalDialogProps {
  participantId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The withdrawal reasons (spec 000 §3-§5): the eight reasons and 'other' with its own text, which
 * is enabled only while 'other' is ticked and cleared when it is unticked. Only the ticked reasons
 * and a non-empty text go to the server; then the session ends and /is-deactivated shows.
 */
export function WithdrawalDialog({ participantId, open, onClose }: WithdrawalDialogProps) {
  const T = PROFILE_TEXT.withdraw; // read when rendering: the texts of the language shown
  const client = useApiClient();
  const [, navigate] = useLocation();
  const form = useForm<WithdrawalValues>({ defaultValues: emptyWithdrawal() });
  const server = useServerErrors(form, [...WITHDRAWAL_REASONS, 'reason']);
  const { busy, run } = useSubmit(server);
  const [reasonsError, setReasonsError] = useState<string | undefined>();
  const other = form.watch('other');
  const errorId = `registry-withdraw-${participantId}-error`;

  const close = () => {
    form.reset(emptyWithdrawal());
    setReasonsError(undefined);
    server.setFormError(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    const errors = withdrawalErrors(values);
    setReasonsError(errors.reasons);
    if (errors.reason) form.setError('reason', { message: errors.reason }, { shouldFocus: true });
    if (errors.reasons || errors.reason) return;
    await run(async () => {
      await withdraw(client, participantId, withdrawalPayload(values));
      // The account is gone: the session ends on the way to the page that says so.
      navigate(paths.logout.href(paths.isDeactivated.href()), { replace: true });
    });
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={T.title}
      maxWidth={MAX_WIDTH}
      className="registry-profile__withdraw-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {T.cancel}
          </Button>
          <Button variant="danger" type="submit" form="registry-withdraw-form" loading={busy}>
            {T.confirm}
          </Button>
        </>
      }
    >
      <form id="registry-withdraw-form" noValidate onSubmit={(e) => void submit(e)}>
        {server.formError && (
          <p className="registry-profile__alert" role="alert">
            {server.formError}
          </p>
        )}
        <fieldset
          className="registry-profile__reasons"
          aria-describedby={reasonsError ? errorId : undefined}
          aria-invalid={reasonsError ? true : undefined}
        >
          <legend>{T.lead}</legend>
          {reasonsError && (
            <p id={errorId} className="registry-field__error" role="alert">
              {reasonsError}
            </p>
          )}
          {WITHDRAWAL_REASONS.map((key) => (
            <Checkbox
              key={key}
              label={T.reasons[key]}
              {...form.register(key, {
                onChange: () => {
                  setReasonsError(undefined);
                  if (key === 'other' && !form.getValues('other')) {
                    form.setValue('reason', '');
                    form.clearErrors('reason');
                  }
                },
              })}
            />
          ))}
        </fieldset>
        <TextArea
          label={T.reason}
          disabled={!other}
          maxLength={2000}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
