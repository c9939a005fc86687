import { phoneToSend } from '@/shared/account-fields/phone';
import { ContactFields } from '@/shared/account-fields/contact-fields';
import { usePhoneLib } from '@/shared/account-fields/phone-field';
import { validateEmail } from '@/shared/account-fields/validators';
import { useApiClient } from '@/shared/api/api-context';
import { updateChildInfo } from '@/shared/api/calls/update-child-info';
import type { ChildInfo, ChildInfoUpdate } from '@contract';
import { TextField } from '@/shared/ui/text-field';
import { PROFILE_TEXT } from '../content/profile-texts';
import { validatePersonName } from '../model/profile-rules';
import { BirthdayField } from './birthday-field';
import { SectionForm } from './section-form';
import { textValues, useSectionRecordForm } from './use-section-record-form';

const FIELDS = ['child_first_name', 'child_last_name', 'child_email', 'child_phone', 'birthday'] as const;
const toForm = (info: ChildInfo) => textValues(info, FIELDS);

const ok = (message: string | undefined) => message ?? true;
const blockClipboard = (event: { preventDefault(): void }) => event.preventDefault();

export interface ChildInfoFormProps {
  participantId: number;
  info: ChildInfo;
  onSaved: (info: ChildInfo) => void;
  onDirty: (dirty: boolean) => void;
}

/**
 * Child information of a child profile (spec 000 §5 Child form): names, the date of birth (the
 * screening's, DECISIONS §7; fixed once the consent is signed), e-mail (no copy or paste), phone.
 */
export function ChildInfoForm({ participantId, info, onSaved, onDirty }: ChildInfoFormProps) {
  const T = PROFILE_TEXT.child; // read when rendering: the texts of the language shown
  const client = useApiClient();
  const lib = usePhoneLib();
  const { form, busy, submit, message, status } = useSectionRecordForm({
    record: info,
    toForm,
    fields: FIELDS,
    toUpdate: (changes) => {
      const update: ChildInfoUpdate = {};
      if (changes.child_first_name !== undefined) update.child_first_name = changes.child_first_name.trim();
      if (changes.child_last_name !== undefined) update.child_last_name = changes.child_last_name.trim();
      if (changes.child_email !== undefined) update.child_email = changes.child_email.trim().toLowerCase() || null;
      if (changes.child_phone !== undefined) update.child_phone = phoneToSend(changes.child_phone, lib);
      if (changes.birthday && !info.birthday_locked) update.birthday = changes.birthday;
      return update;
    },
    save: (update) => updateChildInfo(client, participantId, update),
    onSaved,
    onDirty,
    draft: { participantId: participantId, section: 'child-info' },
  });
  const { errors } = form.formState;

  return (
    <SectionForm label={PROFILE_TEXT.sections.child} onSubmit={submit} message={message} status={status} busy={busy}>
      <ContactFields
        form={form}
        rowClassName="registry-profile__row"
        first={{ name: 'child_first_name', label: T.firstName, validate: (x) => validatePersonName(x, 'first') }}
        last={{ name: 'child_last_name', label: T.lastName, validate: (x) => validatePersonName(x, 'last') }}
        phone={{ name: 'child_phone', label: T.phone }}
        lib={lib}
      >
        <BirthdayField
          control={form.control}
          name="birthday"
          id={`registry-child-birthday-${participantId}`}
          label={T.birthday}
          hint={T.birthdayHint}
          stored={info.birthday ?? ''}
          locked={!!info.birthday_locked}
          lockedNote={T.birthdayLocked}
        />
        <TextField
          label={T.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          onCopy={blockClipboard}
          onPaste={blockClipboard}
          error={errors.child_email?.message}
          {...form.register('child_email', { validate: (x) => (x.trim() ? ok(validateEmail(x)) : true) })}
        />
      </ContactFields>
    </SectionForm>
  );
}
