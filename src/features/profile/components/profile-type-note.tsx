import type { ProfileType } from '@contract';
import { InfoButton } from '@/shared/ui/info-button';
import { PROFILE_TEXT } from '../content/profile-texts';

/** The profile type, read-only (spec 000 §2 Profile area), with the tooltip that explains the types. */
export function ProfileTypeNote({ type }: { type: ProfileType | null }) {
  const T = PROFILE_TEXT.personal; // read when rendering: the texts of the language shown
  if (!type) return null;
  return (
    <div className="registry-profile__type">
      <p className="registry-profile__type-label">
        <span>{T.profileType}</span>
        <InfoButton label={T.profileTypeInfo} content={T.profileTypeTooltip} />
      </p>
      <p className="registry-profile__type-value">{PROFILE_TEXT.profileTypes[type]}</p>
    </div>
  );
}
