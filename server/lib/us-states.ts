import type { AddrState } from '@contract';

/** The 50 states and the District of Columbia. */
export const US_STATES: AddrState[] = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'], ['Colorado', 'CO'],
  ['Connecticut', 'CT'], ['Delaware', 'DE'], ['District of Columbia', 'DC'], ['Florida', 'FL'], ['Georgia', 'GA'], ['Hawaii', 'HI'],
  ['Idaho', 'ID'], ['Illinois', 'IL'], ['Indiana', 'IN'], ['Iowa', 'IA'], ['Kansas', 'KS'], ['Kentucky', 'KY'], ['Louisiana', 'LA'],
  ['Maine', 'ME'], ['Maryland', 'MD'], ['Massachusetts', 'MA'], ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'],
  ['Missouri', 'MO'], ['Montana', 'MT'], ['Nebraska', 'NE'], ['Nevada', 'NV'], ['New Hampshire', 'NH'], ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'], ['New York', 'NY'], ['North Carolina', 'NC'], ['North Dakota', 'ND'], ['Ohio', 'OH'], ['Oklahoma', 'OK'],
  ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'], ['South Carolina', 'SC'], ['South Dakota', 'SD'],
  ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'], ['Vermont', 'VT'], ['Virginia', 'VA'], ['Washington', 'WA'],
  ['West Virginia', 'WV'], ['Wisconsin', 'WI'], ['Wyoming', 'WY'],
].map(([name, abbreviation]) => ({ name, abbreviation }));

/** The state's name for a name or abbreviation in any case, or undefined. */
export function findUsState(value: string): AddrState | undefined {
  const v = value.trim().toLowerCase();
  return US_STATES.find((s) => s.name.toLowerCase() === v || s.abbreviation.toLowerCase() === v);
}

/** IANA zones in use in the United States, with their names in English and in Spanish. */
const ZONES: Array<[id: string, en: string, es: string]> = [
  ['America/New_York', 'Eastern Time (New York)', 'Hora del Este (Nueva York)'],
  ['America/Detroit', 'Eastern Time (Detroit)', 'Hora del Este (Detroit)'],
  ['America/Indiana/Indianapolis', 'Eastern Time (Indianapolis)', 'Hora del Este (Indianápolis)'],
  ['America/Kentucky/Louisville', 'Eastern Time (Louisville)', 'Hora del Este (Louisville)'],
  ['America/Chicago', 'Central Time (Chicago)', 'Hora del Centro (Chicago)'],
  ['America/Indiana/Knox', 'Central Time (Knox, Indiana)', 'Hora del Centro (Knox, Indiana)'],
  ['America/Menominee', 'Central Time (Menominee)', 'Hora del Centro (Menominee)'],
  ['America/North_Dakota/Center', 'Central Time (Center, North Dakota)', 'Hora del Centro (Center, Dakota del Norte)'],
  ['America/Denver', 'Mountain Time (Denver)', 'Hora de la Montaña (Denver)'],
  ['America/Boise', 'Mountain Time (Boise)', 'Hora de la Montaña (Boise)'],
  ['America/Phoenix', 'Mountain Standard Time (Phoenix)', 'Hora estándar de la Montaña (Phoenix)'],
  ['America/Los_Angeles', 'Pacific Time (Los Angeles)', 'Hora del Pacífico (Los Ángeles)'],
  ['America/Anchorage', 'Alaska Time (Anchorage)', 'Hora de Alaska (Anchorage)'],
  ['America/Juneau', 'Alaska Time (Juneau)', 'Hora de Alaska (Juneau)'],
  ['America/Nome', 'Alaska Time (Nome)', 'Hora de Alaska (Nome)'],
  ['America/Adak', 'Hawaii-Aleutian Time (Adak)', 'Hora de Hawái-Aleutianas (Adak)'],
  ['Pacific/Honolulu', 'Hawaii Time (Honolulu)', 'Hora de Hawái (Honolulu)'],
  ['America/Puerto_Rico', 'Atlantic Time (Puerto Rico)', 'Hora del Atlántico (Puerto Rico)'],
  ['Pacific/Guam', 'Chamorro Time (Guam)', 'Hora de Chamorro (Guam)'],
  ['Pacific/Pago_Pago', 'Samoa Time (Pago Pago)', 'Hora de Samoa (Pago Pago)'],
];

/** The zones with their English names (the profile's select; `timeZonesIn` for another language). */
export const US_TIME_ZONES = ZONES.map(([id, name]) => ({ id, name }));

/** The zones named in the reader's language (DECISIONS §12): 'Hora del Este (Nueva York)'. */
export const timeZonesIn = (lang: 'en' | 'es') =>
  lang === 'es' ? ZONES.map(([id, , name]) => ({ id, name })) : US_TIME_ZONES;

export const isUsTimeZone = (id: string) => US_TIME_ZONES.some((z) => z.id === id);

const EASTERN = ['CT', 'DE', 'DC', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC', 'VT', 'VA', 'WV'];
const CENTRAL = ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI'];
const MOUNTAIN = ['CO', 'ID', 'MT', 'NM', 'UT', 'WY'];
const PACIFIC = ['CA', 'NV', 'OR', 'WA'];

/**
 * The zone most of a state's people live in (a state that spans two zones counts as its larger
 * one): where the registry reckons a participant's day when their profile names no zone.
 */
const STATE_ZONES: Record<string, string> = {
  ...Object.fromEntries(EASTERN.map((s) => [s, 'America/New_York'])),
  ...Object.fromEntries(CENTRAL.map((s) => [s, 'America/Chicago'])),
  ...Object.fromEntries(MOUNTAIN.map((s) => [s, 'America/Denver'])),
  ...Object.fromEntries(PACIFIC.map((s) => [s, 'America/Los_Angeles'])),
  AZ: 'America/Phoenix',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

/** The main time zone of a state given by name or abbreviation, or undefined. */
export const stateTimeZone = (state: string): string | undefined => {
  const found = findUsState(state);
  return found ? STATE_ZONES[found.abbreviation] : undefined;
};
