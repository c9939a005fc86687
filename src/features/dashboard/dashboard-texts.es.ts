import { plural } from '@/shared/i18n/format';
import type { Texts } from '@/shared/i18n/locale';
import type * as en from './dashboard-texts';

export const DASHBOARD_TEXT: Texts<typeof en.DASHBOARD_TEXT> = {
  title: 'Panel',
  greeting: (name) => (name ? `Hola de nuevo, ${name}` : 'Hola de nuevo'),
  firstGreeting: (name) => (name ? `Le damos la bienvenida, ${name}` : 'Le damos la bienvenida'),
  sections: {
    studies: 'Estudios',
    notStarted: 'Sin empezar',
    inProgress: 'En curso',
    completed: 'Terminados',
    opportunities: 'Oportunidades de investigación externas',
    viewed: 'Vistas',
    notViewed: 'No vistas',
    history: 'Historial de cuestionarios',
    closed: 'Estudios y oportunidades de investigación cerrados',
    achievements: 'Logros',
  },
  empty: {
    notStarted: 'Por ahora no hay estudios nuevos para usted.',
    inProgress: 'No tiene estudios en curso.',
    completed: 'Todavía no ha terminado ningún estudio.',
    viewed: 'Todavía no ha abierto ninguna oportunidad de investigación.',
    notViewed: 'Por ahora no hay oportunidades de investigación nuevas para usted.',
    history: 'Aquí verá los cuestionarios que haya terminado.',
    closed: 'No tiene estudios ni oportunidades de investigación cerrados.',
    achievements: 'Aquí verá sus logros.',
  },
  intro: {
    core_study:
      'Todo empieza con el estudio principal: unas preguntas para saber si puede participar, el formulario de consentimiento y luego un cuestionario sobre la vida con diabetes tipo 1.',
    annual_questionnaire:
      'Una vez al año le pedimos que conteste el cuestionario otra vez. Así los investigadores pueden ver cómo cambian las cosas con el tiempo.',
  },
  studyType: {
    core_study: 'Estudio principal',
    annual_questionnaire: 'Cuestionario anual',
    promotional_study: 'Oportunidad de investigación',
    sub_study: 'Subestudio',
  },
  banner: {
    fallback: '¡Pronto habrá nuevas oportunidades!',
    text: (studies, opportunities) =>
      `Tiene ${plural(studies, { one: `${studies} estudio nuevo`, other: `${studies} estudios nuevos` })} y ${plural(
        opportunities,
        {
          one: `${opportunities} oportunidad de investigación nueva`,
          other: `${opportunities} oportunidades de investigación nuevas`,
        },
      )} para usted`,
  },
  progress: {
    Open: 'Abierto',
    Intro: 'Introducción',
    'In progress': 'En curso',
    Completed: 'Terminado',
    'Not started': 'Sin empezar',
    'Closed by system': 'Cerrado por el sistema',
    Closed: 'Cerrado',
  },
  actions: {
    'Start the study': 'Empezar el estudio',
    Resume: 'Continuar',
    'View details': 'Ver detalles',
  },
  days: (n) => plural(n, { one: `${n} día`, other: `${n} días` }),
  weeks: (n) => plural(n, { one: `${n} semana`, other: `${n} semanas` }),
  card: {
    status: 'Estado',
    viewed: (date) => `Vista: ${date}`,
    notViewed: 'No vista',
    time: 'Tiempo aproximado',
    expires: (when) => `Cierra en ${when}`,
    reward: 'Recompensa',
    completedOn: (date) => `Terminado: ${date}`,
    closedViewedOnly: 'Esta oportunidad de investigación ya cerró. Todavía puede ver sus detalles.',
    closedStudy: 'Este estudio ya cerró.',
    retake: 'Repetir las preguntas de elegibilidad',
    openFor: (action, title) => `${action}: ${title}`,
  },
  reactivate: {
    title: 'Volver a intentar',
    question:
      'Si contesta otra vez las preguntas de elegibilidad, se perderán sus respuestas anteriores. ¿Quiere intentarlo otra vez?',
    cancel: 'No, cancelar',
    confirm: 'Sí, intentar otra vez',
  },
  reattemptLimit: {
    title: 'Llegó al número máximo de intentos de las preguntas de elegibilidad',
    text: 'Lo sentimos. Parece que ya contestó nuestras preguntas de elegibilidad varias veces. Por ahora no puede participar en el Registro.',
    close: 'Cerrar',
  },
  missed: {
    title: (n) =>
      plural(n, {
        one: 'Un estudio cerró antes de que usted pudiera participar',
        other: 'Algunos estudios cerraron antes de que usted pudiera participar',
      }),
    text: 'Estos estudios ya cerraron. Le avisaremos cuando abran otros nuevos.',
    dismiss: 'Entendido',
  },
  banners: {
    label: 'Mensajes del registro',
    dismiss: 'Cerrar:',
  },
  achievements: {
    kinds: {
      registered: 'Registro',
      consent: 'Consentimiento',
      screening: 'Selección',
      questionnaire: 'Cuestionario',
      study: 'Estudio',
      promotion: 'Visitas a oportunidades de investigación',
    },
    download: 'Descargar',
    review: 'Revisar',
    earned: (date) => `Obtenido el ${date}`,
    actionFor: (action, title, study, date) => `${action}: ${[title, study, date].filter(Boolean).join(', ')}`,
  },
  promotion: {
    label: (title) => `Enlaces de ${title}`,
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  partnerIntro: {
    title: 'Un saludo de nuestra red de investigación asociada',
    text: 'Usted llegó al registro por medio de nuestra red de investigación asociada. En esta página están sus estudios y oportunidades de investigación. Las respuestas que ya dio a la red siguen contando.',
    button: 'Continuar',
  },
  loadError: {
    title: 'No pudimos cargar su panel',
    text: 'Error de conexión o del servidor. Revise su conexión o intente conectarse más tarde.',
    retry: 'Intentar otra vez',
  },
  loading: 'Cargando sus estudios…',
  genericFailure: '¡Uy! Algo salió mal',
  jump: {
    title: 'Estudio principal',
    opening: 'Abriendo el estudio principal…',
    none: 'El estudio principal no está disponible para su cuenta.',
    back: 'Volver al panel',
  },
};
