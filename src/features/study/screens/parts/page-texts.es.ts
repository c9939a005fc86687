import { formatNumber, plural } from '@/shared/i18n/format';
import type { Texts } from '@/shared/i18n/locale';
import type * as en from './page-texts';

export const COMMON_TEXT: Texts<typeof en.COMMON_TEXT> = {
  backToDashboard: 'Volver al panel',
  opensInNewTab: '(se abre en una pestaña nueva)',
  loading: 'Cargando…',
  loadFailed: 'No se pudo cargar esta página',
};

export const INTRO_TEXT: Texts<typeof en.INTRO_TEXT> = {
  approximateTime: 'Tiempo aproximado',
  launchDate: 'Fecha de inicio',
  closeDate: 'Fecha de cierre',
  enrollmentGoal: 'Meta de inscripción',
  participantsGoal: (n) =>
    plural(n, { one: `${formatNumber(n)} participante`, other: `${formatNumber(n)} participantes` }),
  registryParticipants: (n) =>
    plural(n, {
      one: `Ya participó ${formatNumber(n)} persona del registro.`,
      other: `Ya participaron ${formatNumber(n)} personas del registro.`,
    }),
  emailToggleLabel: 'Correos electrónicos sobre este estudio',
  emailToggleHint: 'Solo recordatorios y noticias sobre este estudio.',
  on: 'Activado',
  off: 'Desactivado',
  emailsOn: 'Los correos electrónicos de este estudio están activados',
  emailsOff: 'Los correos electrónicos de este estudio están desactivados',
  continue: 'Continuar',
};

export const CONCLUSION_TEXT: Texts<typeof en.CONCLUSION_TEXT> = {
  donate: 'Donar la tarjeta de regalo',
  donateHint: 'Done el valor de su tarjeta de regalo a la investigación de la diabetes tipo 1 en vez de recibirla.',
  donated: '¡Gracias! El valor de su tarjeta de regalo va a la investigación de la diabetes tipo 1.',
  dataInsights: 'Datos del estudio',
  defaultMainButton: 'Continuar',
};

export const RESEARCH_TEXT: Texts<typeof en.RESEARCH_TEXT> = {
  studyDetails: 'Detalles del estudio',
  noLink: 'El equipo de investigación todavía no publicó el enlace a este estudio. Vuelva a revisar más tarde.',
  blocked: 'Este estudio ya no acepta inscripciones por medio del registro.',
};

export const NOT_ELIGIBLE_TEXT: Texts<typeof en.NOT_ELIGIBLE_TEXT> = {
  pageTitle: 'No cumple los requisitos',
  thanks: 'Gracias por su tiempo y su interés en el registro',
  whatsNext: '¿Qué sigue?',
  sorry: '¡Lo sentimos mucho! Por ahora, usted no cumple los requisitos para participar en este estudio.',
  partnerTitle: '¡Uy!',
  partnerBody:
    'Parece que por ahora usted no cumple los requisitos para este estudio. Gracias por su tiempo y su interés en la red de investigación asociada y en el registro.',
  contact: '¿Tiene preguntas? Comuníquese con el equipo del estudio:',
  followUs: 'Síganos',
  tryAgain: 'Contestar otra vez las preguntas de elegibilidad',
  reactivateTitle: 'Volver a intentar',
  reactivateQuestion:
    'Si contesta otra vez las preguntas de elegibilidad, perderá las respuestas que dio antes. ¿Quiere intentarlo de nuevo?',
  reactivateCancel: 'No, cancelar',
  reactivateConfirm: 'Sí, intentar de nuevo',
  maxReattempts: 'Llegó al número máximo de intentos de las preguntas de elegibilidad',
  maxReattemptsBody:
    '¡Lo sentimos! Parece que usted contestó nuestras preguntas de elegibilidad varias veces. Por ahora, no cumple los requisitos para participar en el registro.',
  imageAlt: 'Un sobre con un corazón: gracias por su interés',
};

export const CLOSED_TEXT: Texts<typeof en.CLOSED_TEXT> = {
  pageTitle: 'Estudio cerrado',
  closed: 'Este estudio ya no acepta inscripciones por medio del registro.',
  expired: 'El estudio ya terminó',
  closedOn: (date) => `Cerró el ${date}.`,
  thanks: 'Gracias por su interés. En su panel hay otros estudios en los que puede participar.',
};

export const INSIGHTS_TEXT: Texts<typeof en.INSIGHTS_TEXT> = {
  pageTitle: 'Datos del estudio',
  intro: (participants, title) =>
    `Lo que ${plural(participants, { one: `${formatNumber(participants)} participante contestó`, other: `${formatNumber(participants)} participantes contestaron` })} en el cuestionario ${title}. Solo se muestran totales: nunca las respuestas de una persona.`,
  notEnough: (min) =>
    `Todavía no hay suficientes respuestas para mostrar resultados. Una cifra aparece cuando al menos ${plural(min, { one: `${min} participante contestó`, other: `${min} participantes contestaron` })} su pregunta.`,
  respondents: (n) => plural(n, { one: `${formatNumber(n)} respuesta`, other: `${formatNumber(n)} respuestas` }),
  showTable: 'Ver como tabla',
  showChart: 'Ver como gráfica',
  answer: 'Respuesta',
  people: 'Personas',
  percent: 'Porcentaje',
  average: 'Promedio',
  averageOf: (mean, n) =>
    `Promedio ${formatNumber(mean)} (${plural(n, { one: `${formatNumber(n)} respuesta`, other: `${formatNumber(n)} respuestas` })})`,
  chartLabel: (title) => `Gráfica de barras: ${title}`,
};
