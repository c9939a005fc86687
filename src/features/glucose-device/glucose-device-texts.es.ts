import type { Texts } from '@/shared/i18n/locale';
import type * as en from './glucose-device-texts';

export const GLUCOSE_TEXT: Texts<typeof en.GLUCOSE_TEXT> = {
  start: {
    title: 'Conecte su monitor de glucosa',
    lead: 'Comparta con el registro las lecturas de su monitor continuo de glucosa (MCG). Así los investigadores pueden aprender de datos de la vida real.',
    howTitle: 'Qué pasa después',
    steps: [
      'Usted va al sitio web de la marca de su MCG y entra a su cuenta allí.',
      'Usted acepta compartir sus lecturas con el registro y luego vuelve aquí.',
      'El registro solo guarda quién es usted en la marca del MCG y cuándo se conectó, nunca su contraseña.',
    ],
    later: 'Puede desconectarlo cuando quiera desde Mi perfil.',
    connect: 'Conecte su monitor de glucosa',
    off: 'Por ahora no se puede conectar un monitor de glucosa.',
    signInFirst: 'Primero entre a su cuenta del registro. Después volverá aquí para conectar su monitor.',
    signIn: 'Entrar',
    register: 'Crear una cuenta',
    alreadyTitle: 'Su monitor de glucosa ya está conectado',
    alreadyText: 'No tiene que hacer nada más aquí.',
    startFailed: 'No pudimos empezar a conectar su monitor de glucosa. Revise su conexión e intente otra vez.',
  },
  link: {
    title: 'Conectando su monitor de glucosa',
    working: 'Conectando su monitor de glucosa…',
    successTitle: 'Su monitor de glucosa está conectado',
    successText: 'Gracias. Ahora los investigadores pueden usar las lecturas de su MCG junto con sus respuestas.',
    alreadyTitle: 'Su monitor de glucosa ya estaba conectado',
    alreadyText: 'Esta cuenta del MCG ya estaba conectada a su cuenta del registro. No cambió nada.',
    failedTitle: 'No pudimos conectar su monitor de glucosa',
    denied: 'Usted no permitió la conexión en el sitio web de la marca del MCG, así que no se compartió nada.',
    missing: 'La marca del MCG no nos envió lo que necesitamos para conectar su monitor.',
    generic: 'Algo salió mal al conectar su monitor de glucosa. Intente otra vez.',
    signedOut: 'Su sesión del registro terminó mientras no estaba. Entre otra vez y vuelva a conectar su monitor.',
    tryAgain: 'Intentar otra vez',
  },
  popup: {
    title: 'Conectando su monitor de glucosa',
    working: 'Volviendo a la página del estudio…',
    sent: 'Puede cerrar esta ventana: la página del estudio sigue desde aquí.',
    nowhere: 'Esta ventana ya no tiene nada más que hacer. Puede cerrarla y volver a la página del estudio.',
  },
  gadget: {
    connect: 'Conecte su monitor de glucosa',
    popupBlocked:
      'Su navegador bloqueó la ventana de la marca del MCG. Permita las ventanas emergentes en esta página e intente otra vez.',
    waiting: 'Termine de conectarse en la ventana de la marca del MCG.',
    handoff: 'Siga con el cuestionario en esta página.',
  },
  continueStudy: 'Continuar al cuestionario',
  backToDashboard: 'Volver a su panel',
  signIn: 'Entrar',
};
