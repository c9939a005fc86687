import { WIDGET_TEXT } from '../widget-texts';
import type { A1cUnit } from './a1c-math';

const UNITS: readonly [A1cUnit, string][] = [
  ['percent', WIDGET_TEXT.a1cPercentName],
  ['mmol_mol', WIDGET_TEXT.a1cMmolName],
];

export interface A1cUnitToggleProps {
  id: string;
  unit: A1cUnit;
  onChange: (unit: A1cUnit) => void;
  disabled?: boolean;
}

/** The unit the participant types in: two radios drawn as cards. */
export function A1cUnitToggle({ id, unit, onChange, disabled }: A1cUnitToggleProps) {
  return (
    <fieldset className="registry-a1c__unit" aria-describedby={`${id}-hint`} disabled={disabled}>
      <legend className="registry-a1c__unit-legend">{WIDGET_TEXT.a1cUnit}</legend>
      <p id={`${id}-hint`} className="registry-field__hint">
        {WIDGET_TEXT.a1cUnitHint}
      </p>
      <div className="registry-a1c__segments">
        {UNITS.map(([value, name]) => (
          <label key={value} className="registry-a1c__segment" htmlFor={`${id}-${value}`}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={id}
              checked={unit === value}
              onChange={() => onChange(value)}
            />
            <span>{name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
