import { THEME_KEYS, type Environment } from '@/config/settings';
import { LOCALES } from '@/shared/i18n/locale';
import { prefillProblem } from './prefill-attributes';
import { surveyAttributeProblem } from './survey-attributes';

const ENVIRONMENTS: readonly Environment[] = ['development', 'qa', 'sb', 'staging', 'prod'];

/** How a gadget keeps its session: its own (default), or the page's session storage shared with other registry instances. */
export type SessionMode = 'isolated' | 'shared';

/** The allowed values of each enumerated attribute; anything else is ignored with a console warning. */
export const ENUM_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  environment: ENVIRONMENTS,
  session: ['isolated', 'shared'],
  lang: LOCALES,
  'heading-level': ['2', '3', '4'],
};

/** Theme keys that hold colours; checked with CSS.supports where the browser has it. */
const COLOUR_KEYS = new Set<string>(THEME_KEYS.filter((k) => !['font-family', 'font-size', 'radius'].includes(k)));

/**
 * Why an attribute value is invalid, or null when it is fine. `supports` is CSS.supports (absent
 * in old browsers and tests: theme values are then not checked).
 */
export function attributeProblem(
  name: string,
  value: string,
  supports?: (property: string, value: string) => boolean,
): string | null {
  const allowed = ENUM_ATTRIBUTES[name];
  if (allowed && !allowed.includes(value)) return `expected one of ${allowed.map((v) => `"${v}"`).join(', ')}`;
  if (name === 'api-base' && !/^(\/|https?:\/\/)/.test(value))
    return 'expected an absolute URL or a path starting with /';
  if (name.startsWith('theme-') && supports) {
    const key = name.slice('theme-'.length);
    if (COLOUR_KEYS.has(key) && !supports('color', value)) return 'expected a CSS colour';
    if ((key === 'font-size' || key === 'radius') && !supports('width', value)) return 'expected a CSS length';
  }
  return surveyAttributeProblem(name, value) ?? prefillProblem(name, value);
}

const warned = new Set<string>();

/** Warns once per tag, attribute and value; returns whether the value may be used. */
export function checkAttribute(tag: string, name: string, value: string | null): boolean {
  if (value === null) return true;
  const supports =
    typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports.bind(CSS) : undefined;
  const problem = attributeProblem(name, value, supports);
  if (!problem) return true;
  const key = `${tag}|${name}|${value}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`<${tag}>: ignoring ${name}="${value}": ${problem}.`);
  }
  return false;
}
