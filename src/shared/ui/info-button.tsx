import type { Placement } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { Tooltip } from './tooltip';
import './info-button.css';

export interface InfoButtonProps {
  /** The button's accessible name, e.g. "About profile types" (the visible "?" says nothing). */
  label: string;
  /** What the tooltip explains; it describes the button (aria-describedby) while open. */
  content: ReactNode;
  placement?: Placement;
}

/** A round "?" button beside a label that shows an explanation on hover and keyboard focus. */
export function InfoButton({ label, content, placement = 'top' }: InfoButtonProps) {
  return (
    <Tooltip content={content} placement={placement}>
      <button type="button" className="registry-info-button" aria-label={label}>
        ?
      </button>
    </Tooltip>
  );
}
