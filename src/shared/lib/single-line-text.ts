// The single-line rule is defined in account-field-rules.ts with the other account-field rules;
// this path stays for the consent signature and the study engine, which read it from here.
export { isSingleLineText, SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN, toSingleLine } from './account-field-rules';
