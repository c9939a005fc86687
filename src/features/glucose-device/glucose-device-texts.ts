import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/glucose-device/glucose-device-texts', {
  es: () => import('./glucose-device-texts.es'),
});

/** Texts of the glucose-device linking screens. Spanish: glucose-device-texts.es.ts. */
export const GLUCOSE_TEXT = texts('GLUCOSE_TEXT', {
  start: {
    title: 'Connect your glucose device',
    lead: 'Share the readings of your continuous glucose monitor (CGM) with the registry, so researchers can learn from real-life data.',
    howTitle: 'What happens next',
    steps: [
      "You go to your CGM maker's website and sign in to your account there.",
      'You agree to share your readings with the registry, then you come back here.',
      'The registry keeps only who you are at the CGM maker and when you connected, never your password.',
    ],
    later: 'You can disconnect at any time from My Profile.',
    connect: 'Connect your glucose device',
    off: 'Connecting a glucose device is not available right now.',
    signInFirst: 'Sign in to your registry account first. You will come back here to connect your device.',
    signIn: 'Sign In',
    register: 'Create an account',
    alreadyTitle: 'Your glucose device is already connected',
    alreadyText: 'There is nothing more to do here.',
    startFailed: 'We could not start connecting your glucose device. Check your connection and try again.',
  },
  link: {
    title: 'Connecting your glucose device',
    working: 'Connecting your glucose device…',
    successTitle: 'Your glucose device is connected',
    successText: 'Thank you. Researchers can now use your CGM readings together with your answers.',
    alreadyTitle: 'Your glucose device was already connected',
    alreadyText: 'This CGM account was already connected to your registry account. Nothing has changed.',
    failedTitle: 'We could not connect your glucose device',
    denied: "You did not allow the connection on the CGM maker's website, so nothing was shared.",
    missing: 'The CGM maker did not send back what we need to connect your device.',
    generic: 'Something went wrong while connecting your glucose device. Please try again.',
    signedOut: 'Your registry session ended while you were away. Sign in, then connect your device again.',
    tryAgain: 'Try again',
  },
  popup: {
    title: 'Connecting your glucose device',
    working: 'Going back to the study page…',
    sent: 'You can close this window: the study page takes it from here.',
    nowhere: 'This window has nothing more to do. You can close it and go back to the study page.',
  },
  gadget: {
    connect: 'Connect your glucose device',
    popupBlocked:
      'Your browser blocked the window of the CGM maker. Allow pop-up windows for this page, then try again.',
    waiting: "Finish connecting in the CGM maker's window.",
    handoff: 'Continue with the questionnaire on this page.',
  },
  continueStudy: 'Continue to the questionnaire',
  backToDashboard: 'Back to your dashboard',
  signIn: 'Sign In',
} as const);
