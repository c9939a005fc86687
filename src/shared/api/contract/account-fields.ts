import { Type } from 'typebox';
import { PersonName, SingleLine } from './common';

// The field shapes the account's schemas share (profile, registration, child details); not part of
// the published contract.

export const Name = PersonName;
export const Email = SingleLine({ minLength: 3, maxLength: 254 });
export const Phone = SingleLine({ maxLength: 32 });
/** A one-line profile text of at most `maxLength` characters (time zone, gender identity, address, …). */
export const Line = (maxLength: number) => SingleLine({ maxLength });
export const DateOnly = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A participant id in a body: fits the database's 32-bit column. */
export const BodyId = Type.Integer({ minimum: 1, maximum: 2147483647 });
