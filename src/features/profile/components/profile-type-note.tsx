import type { ProfileType } from '../../../shared/api/contract';
import { Tooltip } from '../../../shared/ui/tooltip';
import { PROFILE_TEXT } from '../content/profile-text';

const T = PROFILE_TEXT.personal;

/** The profile type, read-only (spec 000 §2 Profile area), with the tooltip that explains the types. */
export function ProfileTypeNote({ type }: { type: ProfileType | null }) {
  if (!type) return null;
  return (
    <div className="registry-profile__type">
      <p className="registry-profile__type-label">
        <span>{T.profileType}</span>
        <Tooltip content={T.profileTypeTooltip}>
          <button type="button" className="registry-profile__info-button" aria-label={T.profileTypeInfo}>
            ?
          </button>
        </Tooltip>
      </p>
      <p className="registry-profile__type-value">{PROFILE_TEXT.profileTypes[type]}</p>
    </div>
  );
}
