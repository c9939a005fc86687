import { useEffect, useRef, useState } from 'react';
import { PASSWORD_PARTS, passwordPartsMet } from '../lib/password-rule';
import { PASSWORD_CHECKLIST } from './password-checklist-texts';
import './password-checklist.css';

/** How long typing must pause before the polite summary is updated (one announcement, not one per key). */
const ANNOUNCE_AFTER_MS = 800;

export interface PasswordChecklistProps {
  password: string;
  id?: string;
}

/**
 * Beside a new-password field: which parts of the rule (spec 000 §5) the password meets, ticked
 * as the participant types. The list is for the eye; a polite live region says once typing
 * pauses what is still missing, so a screen reader is not interrupted at each key.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const met = passwordPartsMet(password);
  const missing = PASSWORD_PARTS.filter((part) => !met[part.id]).map((part) =>
    PASSWORD_CHECKLIST.parts[part.id].toLowerCase(),
  );
  const summary = password ? PASSWORD_CHECKLIST.status(missing) : '';
  const [announced, setAnnounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer.current);
  }, [summary]);

  return (
    <div className="registry-password-checklist" id={id}>
      <p className="registry-password-checklist__title">{PASSWORD_CHECKLIST.title}</p>
      <ul>
        {PASSWORD_PARTS.map((part) => (
          <li key={part.id} className={met[part.id] ? 'is-met' : undefined}>
            <span aria-hidden="true" className="registry-password-checklist__mark">
              {met[part.id] ? '✓' : '•'}
            </span>
            {PASSWORD_CHECKLIST.parts[part.id]}
            <span className="registry-visually-hidden">
              {met[part.id] ? PASSWORD_CHECKLIST.met : PASSWORD_CHECKLIST.notMet}
            </span>
          </li>
        ))}
      </ul>
      <p className="registry-visually-hidden" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
