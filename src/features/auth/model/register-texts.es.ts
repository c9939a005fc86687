import type { Texts } from '@/shared/i18n/locale';
import type * as en from './register-texts';

export const REGISTER_TEXTS: Texts<typeof en.REGISTER_TEXTS> = {
  title: 'Registrarse',
  intro: 'Cree una cuenta para ver si puede participar en el registro.',
  partnerIntro:
    'Recibió una invitación por medio de nuestra red de investigación asociada: ya tiene una cuenta con ellos. Confirme su cuenta con el correo electrónico al que le enviaron la invitación y elija una contraseña.',
  formLabel: 'Cree su cuenta',
  partnerFormLabel: 'Confirme su cuenta',
  submit: 'Crear cuenta',
  partnerSubmit: 'Confirmar cuenta',
  haveAccount: '¿Ya tiene una cuenta?',
  signIn: 'Iniciar sesión',
  summaryTitle: 'Hay un problema',
  emailTakenSignIn: 'Inicie sesión',
  emailTakenOr: 'o',
  emailTakenReset: 'cambie su contraseña',
};

export const REGISTER_LABELS: Texts<typeof en.REGISTER_LABELS> = {
  profile_type: '¿A quién va a registrar?',
  first_name: 'Nombre',
  last_name: 'Apellido(s)',
  child_first_name: 'Nombre de su hijo o hija',
  child_last_name: 'Apellido(s) de su hijo o hija',
  email: 'Correo electrónico',
  phone: 'Número de teléfono (opcional)',
  password: 'Contraseña',
  password_confirm: 'Confirme la contraseña',
};
