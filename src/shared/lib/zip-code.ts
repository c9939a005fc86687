// The zip rule on its own: the survey's zip widget judges with it without loading the other
// account-field rules (it is part of account-field-rules.ts's set).

/** A US zip code: exactly 5 digits. */
export const isValidZip = (value: string): boolean => /^\d{5}$/.test(value.trim());
