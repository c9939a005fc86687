/** The oldest date of birth an account takes: this many years back (its own module: the Spanish messages name it too). */
export const BIRTHDAY_MAX_AGE_YEARS = 120;
