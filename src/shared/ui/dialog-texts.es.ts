import type { Texts } from '../i18n/locale';
import type * as en from './dialog-texts';

export const DIALOG_TEXTS: Texts<typeof en.DIALOG_TEXTS> = {
  close: 'Cerrar',
  confirmationTitle: 'Confirmación',
  confirmationQuestion: '¿Desea continuar?',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
};

export const UNSAVED_CHANGES_TEXTS: Texts<typeof en.UNSAVED_CHANGES_TEXTS> = {
  title: 'Tiene cambios sin guardar',
  text: 'Si sale ahora, perderá los cambios que hizo en esta página.',
  stay: 'Quedarme en la página',
  leave: 'Salir sin guardar',
};

export const SESSION_EXPIRED_TEXTS: Texts<typeof en.SESSION_EXPIRED_TEXTS> = {
  title: 'La sesión terminó',
  text: 'Su sesión terminó. Inicie sesión otra vez para continuar.',
  signIn: 'Iniciar sesión',
};

export const INTERNAL_SERVER_ERROR_TEXTS: Texts<typeof en.INTERNAL_SERVER_ERROR_TEXTS> = {
  title: 'Error interno del servidor',
  text: [
    'El servidor tuvo un error interno o un problema de configuración y no pudo completar lo que usted pidió.',
    'Comuníquese con el equipo de ayuda. Dígales la hora del error y lo que estaba haciendo cuando pasó.',
  ],
  time: 'Hora del error:',
};

export const ERROR_DIALOG_TEXTS: Texts<typeof en.ERROR_DIALOG_TEXTS> = {
  title: '¡Uy! Algo salió mal',
  action: 'No pudimos completar lo que usted pidió.',
};
