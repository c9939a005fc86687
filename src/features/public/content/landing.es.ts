import type { Texts } from '@/shared/i18n/locale';
import type * as en from './landing';

export const LANDING: Texts<typeof en.LANDING> = {
  bannerTitle: 'Le damos la bienvenida al registro',
  bannerText:
    'Un registro de investigación para personas que viven con diabetes tipo 1 en los Estados Unidos. Comparta su experiencia una vez al año y ayude a mejorar la atención médica, la cobertura de seguros y las políticas de salud.',
  joinNow: 'Únase ahora',
  scrollDown: 'Ir a la siguiente sección',
  questionnaire: {
    title: 'Un cuestionario, una vez al año',
    text: [
      'Una vez al año, los participantes llenan un cuestionario sobre su salud, el cuidado de su diabetes y los dispositivos y suministros que usan. Puede responder desde cualquier dispositivo, guardar su progreso y volver más tarde.',
      'Los adultos se registran ellos mismos. Un padre, una madre o un tutor puede registrar a un hijo o hija menor de 18 años, y pueden responder las preguntas juntos.',
    ],
  },
  steps: {
    title: 'Cómo funciona',
    number: (n) => `Paso ${n}`,
    getStarted: 'Comenzar',
    items: [
      { id: 'account', title: 'Cree una cuenta', text: 'Cree una cuenta y vea si puede participar.' },
      {
        id: 'consent',
        title: 'Firme el formulario de consentimiento',
        text: 'Lea y firme el formulario de consentimiento.',
      },
      {
        id: 'questionnaire',
        title: 'Llene un cuestionario',
        text: 'Llene un cuestionario y después actualícelo una vez al año.',
      },
    ],
  },
  outcomes: {
    title: 'Lo que la investigación ya ha logrado',
    intro: 'Los datos que han compartido las personas con diabetes tipo 1 ya han logrado cambios reales:',
    items: [
      { id: 'strips', text: 'Cobertura de seguro para las tiras del medidor de glucosa' },
      { id: 'guidelines', text: 'Nuevas guías sobre las metas de A1c para niños' },
      { id: 'cgm', text: 'Un monitor continuo de glucosa (MCG) aprobado para usarse en lugar de pincharse el dedo' },
      { id: 'coverage', text: 'Cobertura de Medicare para los monitores continuos de glucosa (MCG)' },
    ],
  },
  beHeard: {
    title: 'Haga oír su voz',
    text: 'Su experiencia importa. Sume su voz a las investigaciones que definen el futuro del cuidado de la diabetes tipo 1.',
  },
  security: {
    title: 'Su privacidad y seguridad',
    text: 'Proteger su información es lo más importante para nosotros. Guardamos su nombre y sus datos de contacto aparte de sus respuestas. Los datos viajan por conexiones cifradas, y los investigadores solo reciben información que no puede identificarlo. Nunca vendemos su información.',
    contactPrefix: '¿Tiene preguntas sobre su privacidad? ',
    contactLink: 'Comuníquese con nuestro equipo de privacidad',
    policyPrefix: ' o lea nuestra ',
    policyLink: 'Política de privacidad',
  },
  contact: {
    title: '¡Comuníquese con nosotros!',
    text: 'Nuestro equipo con gusto responde sus preguntas sobre el registro.',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
};
