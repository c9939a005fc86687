// A1C units (DECISIONS §10): a study stores its A1C in the unit of the option (`metadata.unit`,
// 'percent' by default, or 'mmol_mol'); a participant may type either. IFCC (mmol/mol) and NGSP
// (%) are related by mmol/mol = 10.929 × (% − 2.15). Whether a value is plausible is the study
// engine's verdict (a soft warning); this is only the unit math both use.

export type A1cUnit = 'percent' | 'mmol_mol';

export const IFCC_SLOPE = 10.929;
export const IFCC_OFFSET = 2.15;

export const A1C_UNIT_SYMBOL: Record<A1cUnit, string> = { percent: '%', mmol_mol: 'mmol/mol' };

export function percentToMmol(percent: number): number {
  return IFCC_SLOPE * (percent - IFCC_OFFSET);
}

export function mmolToPercent(mmol: number): number {
  return mmol / IFCC_SLOPE + IFCC_OFFSET;
}

export function convertA1c(value: number, from: A1cUnit, to: A1cUnit): number {
  if (from === to) return value;
  return from === 'percent' ? percentToMmol(value) : mmolToPercent(value);
}

/** The option's storage unit: `metadata.unit`, percent unless it says mmol_mol. */
export function a1cUnitOf(metadata: Record<string, unknown> | null | undefined): A1cUnit {
  return metadata?.unit === 'mmol_mol' ? 'mmol_mol' : 'percent';
}

/** Decimals a converted value is rounded to: the option's for its own unit, else 1 for % and 0 for mmol/mol. */
export function a1cDecimals(unit: A1cUnit, storedUnit: A1cUnit, storedDecimals?: number | null): number {
  if (unit === storedUnit && storedDecimals != null) return storedDecimals;
  return unit === 'percent' ? 1 : 0;
}

/** A number as text with at most `decimals` decimals, without trailing zeros ('7.10' → '7.1'). */
export function formatA1c(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** Typed text that is a number (the other units' conversion and plausibility read only these). */
export const A1C_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Typed text in one unit as text in another, rounded to `decimals`. Empty text stays empty; text
 * that is no number is passed on unchanged, so that the engine can say what is wrong with it.
 */
export function convertA1cText(text: string, from: A1cUnit, to: A1cUnit, decimals: number): string {
  const trimmed = text.trim();
  if (from === to || !A1C_NUMBER.test(trimmed)) return text;
  return formatA1c(convertA1c(Number(trimmed), from, to), decimals);
}

export interface A1cLimits {
  value_from?: number | null;
  value_to?: number | null;
  decimal?: number | null;
}

/** The option's limits (in its unit) restated in another unit, so messages speak the participant's unit. */
export function convertA1cLimits(limits: A1cLimits | null | undefined, from: A1cUnit, to: A1cUnit): A1cLimits | null {
  if (!limits) return null;
  if (from === to) return limits;
  const decimals = a1cDecimals(to, from);
  const convert = (v: number | null | undefined) =>
    v == null ? v : Number(formatA1c(convertA1c(v, from, to), decimals));
  return { value_from: convert(limits.value_from), value_to: convert(limits.value_to), decimal: decimals };
}
