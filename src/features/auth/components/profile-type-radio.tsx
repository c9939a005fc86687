import type { ReactNode } from 'react';
import type { ProfileType } from '@contract/account';
import { RadioGroup } from '@/shared/ui/radio-group';
import { InfoButton } from '@/shared/ui/info-button';
import { PROFILE_TYPE_TEXTS as TEXTS } from '../model/dialog-texts';
import { REGISTER_LABELS } from '../model/register-texts';

export interface ProfileTypeRadioProps {
  value: ProfileType | null | undefined;
  onChange: (value: ProfileType) => void;
  error?: ReactNode;
  legend?: ReactNode;
  name?: string;
  id?: string;
  /** Inside a dialog the tooltip opens below (or beside) the button, never over the dialog's title. */
  tooltipPlacement?: 'top' | 'bottom-start';
  /** Inside a dialog: its focus starts on the first option (not on the "?" button before it). */
  initialFocus?: boolean;
}

/** Who the registration is for (spec 000 §2 Profile area), with the tooltip about registering a child. */
export function ProfileTypeRadio({
  value,
  onChange,
  error,
  legend = REGISTER_LABELS.profile_type,
  name = 'profile_type',
  id,
  tooltipPlacement = 'top',
  initialFocus,
}: ProfileTypeRadioProps) {
  return (
    <RadioGroup
      id={id}
      name={name}
      value={value ?? ''}
      onChange={(v) => onChange(v as ProfileType)}
      error={error}
      required
      initialFocus={initialFocus}
      legend={
        <span className="registry-auth__legend-row">
          {legend}
          <InfoButton label={TEXTS.tooltipButton} content={TEXTS.tooltip} placement={tooltipPlacement} />
        </span>
      }
      options={TEXTS.options}
    />
  );
}
