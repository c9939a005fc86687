import type { StudyType } from '@contract/user-study';
import type { AchievementKind } from '../model';

// Inline SVG icons, so they need no request and take the text colour. Each carries its accessible
// name (role img + aria-label); a decorative use passes no label and is hidden from assistive tech.

interface IconProps {
  label?: string;
  className?: string;
}

function Svg({ label, className, children }: IconProps & { children: React.ReactNode }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...a11y}
      className={['registry-dash-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const STUDY_PATHS: Record<StudyType, React.ReactNode> = {
  // A clipboard: the core study's questionnaire.
  core_study: (
    <>
      <rect x="6" y="4" width="12" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </>
  ),
  // A calendar: asked once a year.
  annual_questionnaire: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 15h3" />
    </>
  ),
  // An arrow out of a box: research outside the registry.
  promotional_study: (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
  // A magnifier: a focused sub study.
  sub_study: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
};

export function StudyTypeIcon({ type, label }: { type: StudyType; label?: string }) {
  return <Svg label={label}>{STUDY_PATHS[type]}</Svg>;
}

const ACHIEVEMENT_PATHS: Record<AchievementKind, React.ReactNode> = {
  registered: <path d="M5 12l5 5 9-10" />,
  consent: (
    <>
      <path d="M4 20h16" />
      <path d="M6 16l9-9 3 3-9 9H6z" />
    </>
  ),
  screening: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  questionnaire: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h4" />
    </>
  ),
  study: (
    <>
      <path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3" />
    </>
  ),
  promotion: <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z" />,
};

export function AchievementIcon({ kind, label }: { kind: AchievementKind; label?: string }) {
  return (
    <Svg label={label} className="registry-dash-icon--badge">
      {ACHIEVEMENT_PATHS[kind]}
    </Svg>
  );
}
