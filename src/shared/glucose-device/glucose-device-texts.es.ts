import type { Texts } from '../i18n/locale';
import type * as en from './glucose-device-texts';

export const GLUCOSE_CARD_TEXT: Texts<typeof en.GLUCOSE_CARD_TEXT> = {
  connectTitle: 'Conecte su dispositivo de glucosa',
  connectText:
    'Comparta las lecturas de su monitor continuo de glucosa (MCG) con el registro, para que los investigadores aprendan de datos de la vida real.',
  connect: 'Conectar su dispositivo de glucosa',
  connectedTitle: 'Su dispositivo de glucosa está conectado',
  connectedOn: (date) =>
    `Conectado el ${date}. Los investigadores pueden usar las lecturas de su MCG junto con sus respuestas.`,
  connectedText: 'Los investigadores pueden usar las lecturas de su MCG junto con sus respuestas.',
  loading: 'Revisando su dispositivo de glucosa…',
  disconnect: 'Desconectar',
  confirmTitle: '¿Desconectar su dispositivo de glucosa?',
  confirmQuestion:
    'El registro dejará de recibir lecturas de su cuenta de MCG. Puede conectarla otra vez cuando quiera.',
  confirmYes: 'Desconectar',
  confirmNo: 'Mantenerlo conectado',
  disconnected: 'Su dispositivo de glucosa se desconectó.',
  disconnectFailed: 'No pudimos desconectar su dispositivo de glucosa. Revise su conexión e inténtelo de nuevo.',
};
