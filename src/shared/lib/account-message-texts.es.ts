import type { Texts } from '../i18n/locale';
import type * as en from './account-message-texts';

export const ACCOUNT_MESSAGES: Texts<typeof en.ACCOUNT_MESSAGES> = {
  childEmailIsOwn: 'Escriba el correo electrónico propio de su hijo o hija, no el suyo.',
  emailTaken: 'Ya existe un participante con este correo electrónico.',
  emailWithdrawn:
    'Este correo electrónico es de una cuenta que se retiró del registro y se borró: no puede iniciar sesión ni cambiar su contraseña. Si esto fue un error, comuníquese con el equipo del registro.',
  singleLine: 'Escriba esto en una sola línea, sin saltos de línea ni caracteres invisibles.',
};
