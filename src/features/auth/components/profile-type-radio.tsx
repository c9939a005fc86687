import type { ReactNode } from 'react';
import type { ProfileType } from '../../../shared/api/contract/account';
import { RadioGroup } from '../../../shared/ui/radio-group';
import { InfoButton } from '../../../shared/ui/info-button';

export const PROFILE_TYPE_OPTIONS: readonly { value: ProfileType; label: string }[] = [
  { value: 'adult', label: 'Myself – I am over 18 years of age.' },
  { value: 'child', label: 'My Child – who is under the age of 18.' },
];

export const PROFILE_TYPE_TOOLTIP =
  'If the person with type 1 diabetes is under 18, a parent or guardian can register them. Both of you may need to give consent before taking part.';

export interface ProfileTypeRadioProps {
  value: ProfileType | null | undefined;
  onChange: (value: ProfileType) => void;
  error?: ReactNode;
  legend?: ReactNode;
  name?: string;
  id?: string;
  /** Inside a dialog the tooltip opens below (or beside) the button, never over the dialog's title. */
  tooltipPlacement?: 'top' | 'bottom-start';
}

/** Who the registration is for (spec 000 §2 Profile area), with the tooltip about registering a child. */
export function ProfileTypeRadio({
  value,
  onChange,
  error,
  legend = 'Who are you registering?',
  name = 'profile_type',
  id,
  tooltipPlacement = 'top',
}: ProfileTypeRadioProps) {
  return (
    <RadioGroup
      id={id}
      name={name}
      value={value ?? ''}
      onChange={(v) => onChange(v as ProfileType)}
      error={error}
      required
      legend={
        <span className="registry-auth__legend-row">
          {legend}
          <InfoButton label="About profile types" content={PROFILE_TYPE_TOOLTIP} placement={tooltipPlacement} />
        </span>
      }
      options={PROFILE_TYPE_OPTIONS}
    />
  );
}
