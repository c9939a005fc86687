import { useId } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import type { AddrState, HouseholdInfo, HouseholdInfoUpdate } from '@contract';
import { TextField } from '@/shared/ui/text-field';
import { updateHouseholdInfo } from '../api/update-household-info';
import { ACCOUNT_FIELD_HINTS } from '@/shared/account-fields/account-field-texts';
import { PROFILE_TEXT } from '../content/profile-texts';
import { findState, validateAddress, validateCity, validateState, validateZip } from '../model/profile-rules';
import { SectionForm } from './section-form';
import { textValues, useSectionRecordForm } from './use-section-record-form';

const FIELDS = ['address', 'city', 'country_state', 'zip_code'] as const;
const toForm = (info: HouseholdInfo) => textValues(info, FIELDS);

const ok = (message: string | undefined) => message ?? true;

export interface HouseholdFormProps {
  participantId: number;
  info: HouseholdInfo;
  states: readonly AddrState[];
  onSaved: (info: HouseholdInfo) => void;
  onDirty: (dirty: boolean) => void;
}

/**
 * Household information (spec 000 §5): address, city, the US state picked from the list as you
 * type (a native datalist: every browser and screen reader knows it), a 5-digit zip, trimmed.
 */
export function HouseholdForm({ participantId, info, states, onSaved, onDirty }: HouseholdFormProps) {
  const T = PROFILE_TEXT.household; // read when rendering: the texts of the language shown
  const client = useApiClient();
  const listId = `registry-states-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { form, busy, submit, message, status } = useSectionRecordForm({
    record: info,
    toForm,
    fields: FIELDS,
    toUpdate: (changes) => {
      const update: HouseholdInfoUpdate = {};
      if (changes.address !== undefined) update.address = changes.address.trim();
      if (changes.city !== undefined) update.city = changes.city.trim();
      if (changes.zip_code !== undefined) update.zip_code = changes.zip_code.trim();
      if (changes.country_state !== undefined)
        update.country_state = findState(changes.country_state, states)?.name ?? changes.country_state.trim();
      return update;
    },
    save: (update) => updateHouseholdInfo(client, participantId, update),
    onSaved,
    onDirty,
    draft: { participantId: participantId, section: 'household' },
  });
  const { errors } = form.formState;

  return (
    <SectionForm
      label={PROFILE_TEXT.sections.household}
      onSubmit={submit}
      message={message}
      status={status}
      busy={busy}
    >
      <TextField
        label={T.address}
        autoComplete="street-address"
        hint={ACCOUNT_FIELD_HINTS.address}
        error={errors.address?.message}
        {...form.register('address', { validate: (x) => ok(validateAddress(x)) })}
      />
      <div className="registry-profile__row">
        <TextField
          label={T.city}
          autoComplete="address-level2"
          hint={ACCOUNT_FIELD_HINTS.city}
          error={errors.city?.message}
          {...form.register('city', { validate: (x) => ok(validateCity(x)) })}
        />
        <TextField
          label={T.state}
          hint={T.stateHint}
          list={listId}
          autoComplete="off"
          error={errors.country_state?.message}
          {...form.register('country_state', { validate: (x) => ok(validateState(x, states)) })}
        />
      </div>
      <datalist id={listId}>
        {states.map((s) => (
          <option key={s.abbreviation} value={s.name} />
        ))}
      </datalist>
      <TextField
        label={T.zip}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        className="registry-profile__zip"
        error={errors.zip_code?.message}
        {...form.register('zip_code', {
          validate: (x) => ok(validateZip(x)),
          setValueAs: (x: string) => x.trim(),
        })}
      />
    </SectionForm>
  );
}
