import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/glucose-device/glucose-device-texts', { es: () => import('./glucose-device-texts.es') });

/** Texts of the glucose-device connect card on the dashboard and the profile. Spanish: glucose-device-texts.es.ts. */
export const GLUCOSE_CARD_TEXT = texts('GLUCOSE_CARD_TEXT', {
  connectTitle: 'Connect your glucose device',
  connectText: 'Share your CGM readings with the registry so researchers can learn from real-life data.',
  connect: 'Connect your glucose device',
  connectedTitle: 'Your glucose device is connected',
  connectedOn: (date: string) => `Connected on ${date}. Researchers can use your CGM readings with your answers.`,
  connectedText: 'Researchers can use your CGM readings with your answers.',
  loading: 'Checking your glucose device…',
  disconnect: 'Disconnect',
  confirmTitle: 'Disconnect your glucose device?',
  confirmQuestion:
    'The registry will stop receiving readings from your CGM account. You can connect it again at any time.',
  confirmYes: 'Disconnect',
  confirmNo: 'Keep it connected',
  disconnected: 'Your glucose device has been disconnected.',
  disconnectFailed: 'We could not disconnect your glucose device. Check your connection and try again.',
} as const);
