import type { Texts } from '@/shared/i18n/locale';
import type * as en from './screen-texts';

export const LOGIN_TEXTS: Texts<typeof en.LOGIN_TEXTS> = {
  title: 'Iniciar sesión',
  intro: 'Inicie sesión para seguir con sus estudios y mantener su perfil al día.',
  formLabel: 'Iniciar sesión',
  submit: 'Iniciar sesión',
  forgotPassword: '¿Olvidó su contraseña?',
  password: 'Contraseña',
  newToRegistry: '¿Es su primera vez en el registro?',
  signUp: 'Registrarse',
  locked:
    'Hubo demasiados intentos fallidos de iniciar sesión. Para su seguridad, bloqueamos el inicio de sesión de esta cuenta. Le enviamos un correo electrónico con un enlace para desbloquearla a la dirección de la cuenta. Abra ese enlace para iniciar sesión otra vez, o espere 15 minutos sin intentarlo.',
};

export const UNLOCK_TEXTS: Texts<typeof en.UNLOCK_TEXTS> = {
  title: 'Desbloquee su cuenta',
  unlocking: 'Desbloqueando su cuenta…',
  done: 'Su cuenta está desbloqueada. Ya puede iniciar sesión otra vez.',
  linkUnusable: 'Este enlace para desbloquear ya venció o ya se usó.',
  linkRules:
    'Los enlaces para desbloquear funcionan una sola vez. Si todavía no puede iniciar sesión, espere 15 minutos sin intentarlo o cambie su contraseña.',
  signIn: 'Iniciar sesión',
  forgotPassword: 'Cambiar contraseña',
};

export const AUTH_FORM_TEXTS: Texts<typeof en.AUTH_FORM_TEXTS> = {
  backToSignIn: 'Regresar a la página de inicio de sesión',
};

export const FORGOT_PASSWORD_TEXTS: Texts<typeof en.FORGOT_PASSWORD_TEXTS> = {
  title: 'Olvidé mi contraseña',
  intro: 'Escriba el correo electrónico de su cuenta. Le enviaremos un enlace para elegir una contraseña nueva.',
  formLabel: 'Pedir un enlace para cambiar la contraseña',
  submit: 'Enviar enlace',
  submitAgain: 'Enviar el enlace otra vez',
  sent: 'Si hay una cuenta con este correo electrónico, le enviamos un enlace para cambiar la contraseña. Revise su bandeja de entrada.',
};

export const RESET_PASSWORD_TEXTS: Texts<typeof en.RESET_PASSWORD_TEXTS> = {
  title: 'Cambiar contraseña',
  intro: 'Elija una contraseña nueva para su cuenta.',
  checking: 'Revisando su enlace…',
  linkUnusable: 'Este enlace para cambiar la contraseña ya venció o ya se usó.',
  linkRules:
    'Los enlaces para cambiar la contraseña funcionan una sola vez y durante 60 minutos. Pida un enlace nuevo y use el correo más reciente que le enviemos.',
  askNewLink: 'Pedir un enlace nuevo',
  done: 'Cambiamos su contraseña. Ya puede iniciar sesión con su contraseña nueva.',
  signIn: 'Iniciar sesión',
  formLabel: 'Elija una contraseña nueva',
  submit: 'Guardar contraseña nueva',
  newPassword: 'Contraseña nueva',
  newPasswordHint:
    'Al menos 8 caracteres, con una letra mayúscula, una letra minúscula, un número y un carácter especial.',
  confirmPassword: 'Confirme la contraseña nueva',
};

export const DUAL_FACTOR_TEXTS: Texts<typeof en.DUAL_FACTOR_TEXTS> = {
  title: 'Escriba el código de un solo uso',
  intro: 'Enviamos un código de 6 dígitos al correo electrónico de su cuenta. El código sirve durante 10 minutos.',
  formLabel: 'Escriba el código de un solo uso',
  submit: 'Verificar',
  codeLabel: 'Código de verificación',
  timedOut: 'Se acabó el tiempo para iniciar sesión. Inicie sesión otra vez.',
  noCode: '¿No recibió el código?',
  signInAgain: 'Inicie sesión otra vez',
  toGetNewOne: 'para recibir uno nuevo.',
};

export const CHILD_PROFILE_TEXTS: Texts<typeof en.CHILD_PROFILE_TEXTS> = {
  title: 'Perfil de su hijo o hija',
  introLead: 'Pase la cuenta a su hijo o hija.',
  introBody: (childFirstName) => {
    const who = childFirstName || 'Su hijo o hija';
    const whose = childFirstName ? `de ${childFirstName}` : 'de su hijo o hija';
    return `${who} ya cumplió 18 años y ahora decide si participa. Denos el correo electrónico propio ${whose}: le enviaremos instrucciones para firmar el nuevo formulario de consentimiento y hacerse cargo de la cuenta.`;
  },
  formLabel: 'Datos de contacto de su hijo o hija',
  submit: 'Enviar a mi hijo o hija',
  signOut: 'Cerrar sesión',
  firstName: 'Nombre de su hijo o hija',
  lastName: 'Apellido(s) de su hijo o hija',
  email: 'Correo electrónico de su hijo o hija',
  emailConfirm: 'Confirme el correo electrónico de su hijo o hija',
  phone: 'Número de teléfono de su hijo o hija (opcional)',
  confirmTitle: '¿Pasarle la cuenta a su hijo o hija?',
  confirmBody: (email) => [
    `Le enviaremos un correo electrónico a ${email} para que su hijo o hija elija su propia contraseña.`,
    'Desde ese momento, la cuenta es de su hijo o hija: inicia sesión con ese correo electrónico, y su contraseña y sus sesiones dejan de funcionar. Usted ya no podrá iniciar sesión en esta cuenta.',
    'Esto no se puede deshacer.',
  ],
  confirm: 'Sí, pasársela a mi hijo o hija',
  cancel: 'Cancelar',
};

export const HANDOFF_PASSWORD_TEXTS: Texts<typeof en.HANDOFF_PASSWORD_TEXTS> = {
  title: 'Elija su contraseña',
  intro:
    'Su padre, madre o tutor creó su cuenta en el registro cuando usted era menor de edad, y ahora se la pasó a usted. Elija su propia contraseña: de ahora en adelante, usted inicia sesión con ella.',
  account: 'Su cuenta:',
  checking: 'Revisando su enlace…',
  formLabel: 'Elija su contraseña',
  submit: 'Guardar mi contraseña',
  newPassword: 'Su contraseña',
  newPasswordHint:
    'Al menos 8 caracteres, con una letra mayúscula, una letra minúscula, un número y un carácter especial.',
  confirmPassword: 'Confirme su contraseña',
  done: 'Su contraseña quedó guardada. Inicie sesión ahora para revisar sus datos y firmar usted el consentimiento.',
  signIn: 'Iniciar sesión',
  linkUnusable: 'Este enlace ya venció o ya se usó.',
  linkRules:
    'El enlace para elegir su contraseña funciona una sola vez y durante 60 minutos. Para recibir uno nuevo, elija ¿Olvidó su contraseña? y escriba el correo electrónico al que le llegó este enlace.',
  forgotPassword: '¿Olvidó su contraseña?',
};

export const FORBIDDEN_ACCESS_TEXTS: Texts<typeof en.FORBIDDEN_ACCESS_TEXTS> = {
  title: 'Acceso denegado',
  text: [
    'Este sitio es para participantes del registro. La cuenta con la que inició sesión pertenece a otra parte del registro, así que no se puede usar aquí.',
    'Si usted es participante, inicie sesión con el correo electrónico con el que se registró.',
  ],
  otherAccount: 'Iniciar sesión con otra cuenta',
  home: 'Ir a la página principal',
};

export const REGISTER_SUCCESS_TEXTS: Texts<typeof en.REGISTER_SUCCESS_TEXTS> = {
  partnerTitle: '¡Su cuenta está confirmada!',
  title: '¡Gracias por registrarse!',
  partnerIntro:
    'Le damos la bienvenida al registro por medio de nuestra red de investigación asociada. Sus respuestas siguen ayudando a la investigación que mejora la vida con diabetes tipo 1.',
  intro:
    'Le damos la bienvenida al registro. Al participar, usted ayuda a los investigadores a mejorar la vida con diabetes tipo 1 en tres áreas:',
  areas: [
    {
      title: 'Tratamiento',
      text: 'Sus respuestas ayudan a los investigadores a encontrar mejores maneras de controlar la diabetes tipo 1 cada día.',
    },
    {
      title: 'Políticas',
      text: 'Los resultados del registro han cambiado guías médicas, como las metas de A1c para los niños.',
    },
    {
      title: 'Cobertura',
      text: 'Los datos del registro han ayudado a lograr que los seguros y Medicare cubran tiras reactivas y monitores continuos de glucosa (MCG).',
    },
  ],
  next: 'Ahora, conteste unas preguntas para saber si puede participar en el estudio principal.',
  start: 'Comencemos',
};
