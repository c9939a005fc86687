import type { Texts } from '../i18n/locale';
import type * as en from './account-field-texts';

export const EMAIL_MESSAGES: Texts<typeof en.EMAIL_MESSAGES> = {
  required: 'El correo electrónico es obligatorio',
  format: 'El formato del correo electrónico no es válido',
  notValid: 'El correo electrónico no es válido',
  mismatch: 'El correo electrónico no coincide',
  spelling: 'Parece que hay un error de ortografía. Confirme el correo electrónico.',
};

export const NAME_MESSAGES: Texts<typeof en.NAME_MESSAGES> = {
  firstRequired: 'El nombre es obligatorio',
  lastRequired: 'El apellido es obligatorio',
  firstInvalid: 'Escriba un nombre válido',
  lastInvalid: 'Escriba un apellido válido',
};

export const ACCOUNT_FIELD_HINTS: Texts<typeof en.ACCOUNT_FIELD_HINTS> = {
  name: 'Hasta 50 caracteres: letras, números, guiones, apóstrofos y puntos, con un espacio entre las partes (María José, García López, Jr.).',
  address: 'Solo letras, números y espacios, sin comas ni otros signos (por ejemplo: 42 Elm Street Apt 3).',
  city: 'Solo letras, espacios, puntos, apóstrofos y guiones.',
};

export const PROFILE_TYPE_MESSAGES: Texts<typeof en.PROFILE_TYPE_MESSAGES> = {
  required: 'El tipo de perfil es obligatorio',
  dialogTitle: 'Elija un tipo de perfil',
};

export const PHONE_MESSAGES: Texts<typeof en.PHONE_MESSAGES> = {
  missingCountryCode: 'Falta el código del país',
  requiredToContinue: 'Necesita un número de teléfono para continuar',
  tooShort: 'El número de teléfono es muy corto',
  tooLong: 'El número de teléfono es muy largo',
  unknownCountry: 'No reconocemos el código del país. Revise el número.',
  invalidFor: (country) => `Escriba un número de teléfono válido para ${country}`,
  invalid: 'Escriba un número de teléfono válido',
  countryCode: (callingCode) => `el código de país +${callingCode}`,
};

export const EMAIL_FIELD_TEXTS: Texts<typeof en.EMAIL_FIELD_TEXTS> = {
  label: 'Correo electrónico',
};

export const PASSWORD_FIELD_TEXTS: Texts<typeof en.PASSWORD_FIELD_TEXTS> = {
  show: 'Mostrar',
  hide: 'Ocultar',
  suffix: ' contraseña',
};

export const PHONE_FIELD_TEXTS: Texts<typeof en.PHONE_FIELD_TEXTS> = {
  label: 'Número de teléfono',
  failed: 'No pudimos cargar la lista de códigos de país. Revise su conexión e inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  hint: 'Empieza con +1 (Estados Unidos). Si su número es de otro país, cambie el +1 por + y el código de ese país.',
};
