// Phone rules of spec 000 §5 on the server: the shared account-field rule (the forms judge a
// number the same way) and the message the server answers with.
export { isFullPhoneNumber, normalisePhone } from '@contract/account';

export const PHONE_MESSAGE = 'Missing country code';
