import type { Texts } from '@/shared/i18n/locale';
import type * as en from './consent-texts';

export const CONSENT_TEXT: Texts<typeof en.CONSENT_TEXT> = {
  heading: 'Consentimiento',
  signatureLabel: 'Firma',
  needsConnection:
    'Para firmar un consentimiento necesita conexión. Su nombre escrito se queda aquí: firme cuando vuelva a tener conexión.',
  signatureHint: 'Escriba su nombre completo. Es su firma electrónica.',
  signatureHintParental: 'Padre, madre o tutor legal: escriba su nombre completo. Es su firma electrónica.',
  signatureHintChild: 'Escriba su propio nombre completo. Es su firma electrónica.',
  agree: 'Acepto participar',
  childName: 'Nombre del niño o la niña',
  continue: 'Continuar',
  missing: (missing) =>
    missing.length === 2
      ? 'Para continuar, escriba su nombre completo como firma y marque “Acepto participar”.'
      : missing[0] === 'signature'
        ? 'Para continuar, escriba su nombre completo como firma.'
        : 'Para continuar, marque “Acepto participar”.',
  goToQuestionnaire: 'Ir al cuestionario',
  partnerSignedAs: (name) => `Usted firma como ${name}, el nombre de su perfil.`,
  partnerNameMissing: 'Para continuar, agregue su nombre a su perfil: usted firma este consentimiento con ese nombre.',
  loading: 'Cargando el consentimiento…',
  signingError:
    'Puede haber ocurrido un error al firmar el consentimiento. El formulario de consentimiento no se envió.',
  contactPrompt: 'Comuníquese con el equipo del estudio por teléfono o correo electrónico:',
  questionsPrompt: '¿Tiene preguntas antes de firmar? Comuníquese con el equipo del estudio:',
  tryAgain: 'Intentar de nuevo',
  genericFailure: '¡Uy! Algo salió mal',
  signedBy: 'Firmado por',
  signedOn: 'Firmado el',
  meaning: 'Qué significa esta firma',
  stepOf: (step, total) => `Firma ${step} de ${total}`,
  parentSigns: 'Primero firma el padre, la madre o el tutor legal.',
  minorSigns: 'Ahora firma el joven por sí mismo.',
};

export const CONSENT_DIALOGS: Texts<typeof en.CONSENT_DIALOGS> = {
  parental: {
    title: 'Consentimiento informado',
    body: [
      'Antes de que su hijo o hija pueda participar, usted, como padre, madre o tutor legal, debe leer y firmar el formulario de consentimiento.',
      'Tómese su tiempo. Si algo no está claro, comuníquese con el equipo del estudio antes de firmar.',
    ],
  },
  child: {
    title: 'Consentimiento y asentimiento informados',
    body: [
      'Primero, el padre, la madre o el tutor legal lee y firma el formulario de consentimiento.',
      'Después, el joven lee su propio formulario (el asentimiento) y lo firma con su propio nombre.',
    ],
  },
  adult: {
    title: 'Consentimiento informado',
    body: [
      'Lea el formulario de consentimiento. Explica el estudio, lo que significa para usted participar y sus derechos.',
      'Si está de acuerdo, escriba su nombre completo como firma y marque la casilla.',
    ],
  },
  continue: 'Continuar',
};

export const REAUTH_TEXT: Texts<typeof en.REAUTH_TEXT> = {
  title: 'Confirme que es usted',
  body: 'Antes de firmar, escriba la contraseña que usa para iniciar sesión. Así confirmamos que la firma es suya.',
  password: 'Contraseña',
  confirm: 'Confirmar y firmar',
  cancel: 'Cancelar',
  required: 'Escriba su contraseña.',
  providerBody:
    'Antes de firmar, inicie sesión otra vez con su cuenta de T1D. Así confirmamos que la firma es suya. Después volverá aquí para firmar, con su nombre ya escrito.',
  provider: 'Continuar a su cuenta de T1D',
};

export const STATUS_TEXT: Texts<typeof en.STATUS_TEXT> = {
  title: 'Consentimiento',
  intro: 'Gracias. Usted firmó los formularios de consentimiento que aparecen abajo.',
  view: 'Ver consentimiento',
  download: 'Descargar',
  print: 'Imprimir',
  signedAt: (when) => `Firmado el ${when}`,
  backToDashboard: 'Volver al panel',
  nextDefault: 'Consentimiento',
  next: (title) => `Continuar al siguiente paso: ${title}`,
};

export const SIGNED_CONSENT_TEXT: Texts<typeof en.SIGNED_CONSENT_TEXT> = {
  title: 'Consentimiento firmado',
  subjectName: 'Nombre del participante',
  back: 'Volver',
  loading: 'Cargando el consentimiento firmado…',
};

export const NO_CONSENT_TEXT: Texts<typeof en.NO_CONSENT_TEXT> = {
  title: 'Consentimiento',
  body: 'No se necesita consentimiento.',
  button: 'Ir al cuestionario',
  loading: 'Revisando el consentimiento…',
};

export const REVIEW_TEXT: Texts<typeof en.REVIEW_TEXT> = {
  title: (procedure) => `Sus respuestas: ${procedure}`,
  back: 'Volver',
  download: 'Descargar',
  print: 'Imprimir',
  answeredOn: (procedure) => `Contestó “${procedure}” el`,
  frameTitle: (procedure) => `Sus respuestas enviadas: ${procedure}`,
  loading: 'Cargando sus respuestas…',
};

export const ASSENT_TEXT: Texts<typeof en.ASSENT_TEXT> = {
  title: 'Consentimiento y asentimiento informados',
  intro:
    'Su padre, madre o tutor ya firmó por usted. Lea el formulario de abajo. Si acepta participar, escriba su propio nombre y marque la casilla.',
  none: 'Por ahora no tiene nada que firmar. Vuelva a iniciar sesión más tarde o comuníquese con el equipo del estudio.',
  signOut: 'Cerrar sesión',
  wayOutTitle: '¿Todavía no quiere firmar?',
  wayOutBody:
    'No tiene que firmar ahora. Si no está seguro(a), o si no quiere participar, hable primero con su padre, madre o tutor.',
  notNow: 'Ahora no',
  notNowTitle: 'Usted no firmó',
  notNowBody: [
    'Su cuenta espera su respuesta. Hasta que usted firme, este formulario es lo que usted y su padre, madre o tutor verán al iniciar sesión.',
    'Hable con su padre, madre o tutor sobre participar. Si no quiere participar, o si tiene preguntas, comuníquese con el equipo del estudio:',
  ],
  backToForm: 'Volver al formulario',
};
