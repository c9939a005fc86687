import type { ReactNode } from 'react';

/** A form-level message (wrong credentials, an expired link): announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children?: ReactNode; tone?: 'error' | 'info' | 'success' }) {
  if (!children) return null;
  return (
    <div className={`registry-auth__alert registry-auth__alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
