import type { Texts } from '@/shared/i18n/locale';
import type * as en from './faq';

// The same ids as the English entries, in the same order: the accordion and the tests rely on them.
export const FAQ_ENTRIES: Texts<typeof en.FAQ_ENTRIES> = [
  {
    id: 'what-is-the-registry',
    question: '¿Qué es el registro?',
    answer: [
      'El registro es un programa de investigación para personas que viven con diabetes tipo 1 (DT1) en los Estados Unidos. Reúne la información que los participantes comparten sobre su salud, el cuidado de su diabetes y su vida diaria. Así, los investigadores pueden estudiar qué funciona, qué no funciona y qué necesita cambiar.',
      'Todo se hace por internet: usted crea una cuenta, responde unas preguntas para ver si puede participar, firma un formulario de consentimiento y llena un cuestionario una vez al año.',
    ],
  },
  {
    id: 'why-join',
    question: '¿Por qué debería unirme?',
    answer: [
      'Las personas con DT1 conocen su condición mejor que nadie. Cuando muchas personas comparten su experiencia, los investigadores, los médicos, las compañías de seguros y quienes hacen las leyes pueden ver patrones que una sola clínica no podría ver.',
      'La información de registros como este ha ayudado a cambiar la cobertura de seguros para suministros y las guías de tratamiento. Unirse es gratis, y usted decide cuánto quiere participar.',
    ],
  },
  {
    id: 'what-do-i-do',
    question: '¿Qué me pedirán hacer?',
    answer: [
      'Después de crear una cuenta, usted:',
      {
        list: [
          'responderá unas preguntas para ver si puede participar;',
          'leerá y firmará el formulario de consentimiento (los adolescentes de 13 a 17 años también firman un formulario de asentimiento);',
          'llenará el cuestionario del registro sobre su salud y el cuidado de su diabetes.',
        ],
      },
      'Una vez al año le pediremos que actualice sus respuestas en un cuestionario nuevo. Puede guardar su progreso y volver más tarde.',
    ],
  },
  {
    id: 'research-studies',
    question: '¿Qué son los estudios de investigación?',
    answer: [
      'Además del cuestionario anual, el registro hace estudios más cortos sobre temas específicos, como el uso de dispositivos, la salud mental o el acceso a la atención médica. Cuando un estudio es para usted, aparece en su panel con una descripción corta.',
      'Cada estudio explica lo que incluye antes de que usted empiece, y participar en cualquiera de ellos es opcional. Decir que no nunca afecta su lugar en el registro.',
    ],
  },
  {
    id: 'who-can-participate',
    question: '¿Quién puede participar?',
    answer: [
      'Cualquier persona que viva en los Estados Unidos y tenga diabetes tipo 1 puede unirse:',
      {
        list: [
          'los adultos de 18 años o más se registran ellos mismos;',
          'a los menores de 18 años los registra su padre, su madre o su tutor legal, y pueden responder las preguntas juntos.',
        ],
      },
      'Cuando un hijo o hija registrado por su padre o madre cumple 18 años, recibe un correo electrónico que lo invita a firmar su propio consentimiento y a hacerse cargo de la cuenta.',
    ],
  },
  {
    id: 'after-joining',
    question: '¿Qué pasa después de unirme?',
    answer: [
      'Su panel le muestra qué hacer después: las preguntas para ver si puede participar, el formulario de consentimiento y luego el cuestionario. Cuando termine todo, su panel le mostrará los estudios nuevos y las oportunidades de investigación cuando estén disponibles, junto con la lista de los cuestionarios que ya llenó.',
      'Le enviaremos un recordatorio por correo electrónico, y por mensaje de texto si usted lo elige, cuando tenga un cuestionario anual nuevo o un estudio esperándolo. Puede cambiar estos recordatorios cuando quiera en su perfil.',
    ],
  },
  {
    id: 'other-opportunities',
    question: '¿Hay otras formas de participar en investigaciones?',
    answer: [
      'Sí. A veces, investigadores de fuera del registro buscan personas con DT1 para ensayos clínicos, entrevistas o encuestas. Cuando una de estas oportunidades coincide con su perfil, aparece en su panel en la sección de oportunidades de investigación externas.',
      'El registro no comparte sus datos de contacto con estos investigadores. Si una oportunidad le interesa, usted decide si quiere comunicarse con ellos.',
    ],
  },
  {
    id: 'risks',
    question: '¿Hay algún riesgo al participar?',
    answer: [
      'El riesgo principal es que alguien que no debe ver la información que usted comparte pueda verla. Tomamos las medidas que se explican más abajo, en la parte sobre privacidad, para que este riesgo sea muy bajo. Algunas preguntas pueden parecerle personales. Usted puede saltar las preguntas que no son obligatorias, o dejar de participar en cualquier momento.',
      'Antes de participar, usted firma un formulario de consentimiento informado. Este formulario explica el registro, sus riesgos y sus derechos. Los adolescentes de 13 a 17 años también firman un formulario de asentimiento escrito con palabras para ellos, y los niños de 13 años o menos están cubiertos por el consentimiento de su padre o madre.',
    ],
  },
  {
    id: 'privacy',
    question: '¿Cómo se protege mi privacidad?',
    answer: [
      'Su nombre, su correo electrónico, su número de teléfono y la dirección de su casa se guardan aparte de sus respuestas, y nunca se entregan a los investigadores. Los datos viajan por conexiones cifradas. Solo el personal capacitado del registro puede ver la información que lo identifica, y solo cuando la necesita para el trabajo del registro.',
      'Los investigadores reciben las respuestas con un número de estudio en lugar de su nombre. No vendemos su información, y las páginas que ve después de iniciar sesión no tienen publicidad ni herramientas de rastreo.',
    ],
  },
  {
    id: 'data-use',
    question: '¿Qué información se recoge y cómo se usa?',
    answer: [
      'Recogemos lo que usted nos dice en los cuestionarios (por ejemplo, cómo controla su diabetes, los dispositivos que usa, su A1c y su acceso a la atención médica) y datos básicos de su perfil, como su edad y su estado.',
      'Los investigadores aprobados usan la información sin datos que identifiquen a nadie para responder preguntas sobre la vida con DT1. Los resultados se publican solo como resúmenes de muchas personas, para que nadie pueda ser reconocido.',
    ],
  },
  {
    id: 'leaving',
    question: '¿Puedo dejar de participar? ¿Qué pasa con mis datos?',
    answer: [
      'Sí. Puede retirarse en cualquier momento desde Mi perfil, sin dar ninguna razón. Su cuenta se cierra, no lo volveremos a contactar y recibirá un correo electrónico que confirma su retiro.',
      'Dejamos de recoger información suya de inmediato. La información que ya se compartió con los investigadores sin datos que lo identifiquen no se puede recuperar, pero nunca se vuelve a relacionar con usted.',
    ],
  },
];
