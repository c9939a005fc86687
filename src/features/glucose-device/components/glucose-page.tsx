import { useEffect, useRef, type ReactNode } from 'react';
import '../glucose-device.css';

export interface GlucosePageProps {
  title: string;
  /** Changes when the page's outcome changes: the heading then takes the focus, so it is read out. */
  outcome?: string;
  children?: ReactNode;
}

/** The column of the linking screens: the heading (focused when the outcome changes) and the content. */
export function GlucosePage({ title, outcome, children }: GlucosePageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [outcome]);
  return (
    <div className="registry-glucose">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A result panel: success (status) or failure (alert), announced when it appears. */
export function GlucosePanel({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div
      className={`registry-glucose__panel${tone === 'error' ? ' registry-glucose__panel--error' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
