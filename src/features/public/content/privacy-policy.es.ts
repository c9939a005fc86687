import type { Texts } from '@/shared/i18n/locale';
import type * as en from './privacy-policy';

// The same section ids as the English policy (the table of contents links to them).
export const PRIVACY_POLICY: Texts<typeof en.PRIVACY_POLICY> = {
  title: 'Política de privacidad',
  updated: '2026-01-15',
  intro: [
    'El registro existe para apoyar la investigación, y la investigación depende de la confianza. Esta política explica con palabras sencillas qué información recogemos, cómo la usamos y la protegemos, quién puede verla y qué opciones tiene usted.',
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'Qué información recogemos',
      blocks: [
        {
          list: [
            'Datos de la cuenta: su nombre, su correo electrónico, su contraseña (guardada solo en forma codificada) y, si nos los da, su número de teléfono y su dirección postal.',
            'Datos del perfil: su fecha de nacimiento, su estado y, en las cuentas que maneja un padre o una madre, información sobre el hogar y sobre el hijo o hija.',
            'Respuestas para la investigación: sus respuestas a las preguntas para ver si puede participar y a los cuestionarios, y los formularios de consentimiento y de asentimiento que usted firma.',
            'Datos técnicos: la fecha y la hora en que inicia sesión y reportes básicos de errores, para que el sitio web siga seguro y funcionando bien.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'Cómo la usamos',
      blocks: [
        {
          list: [
            'para ver si usted puede participar y para manejar su cuenta;',
            'para enviarle los mensajes que usted pidió, como los recordatorios de los cuestionarios;',
            'para preparar datos sin información que identifique a nadie para investigaciones aprobadas sobre la diabetes tipo 1;',
            'para proteger el sitio web contra el mal uso, como registros repetidos de la misma persona.',
          ],
        },
        'No vendemos su información y no la usamos para publicidad.',
      ],
    },
    {
      id: 'who-sees-it',
      heading: 'Quién puede ver su información',
      blocks: [
        'Los investigadores reciben las respuestas con un número de estudio en lugar de su nombre y sus datos de contacto. Antes de recibir datos, su proyecto tiene que ser aprobado, y ellos tienen que prometer que no van a tratar de identificar a nadie.',
        'Un grupo pequeño de personas capacitadas del registro puede ver la información que lo identifica cuando la necesita para el trabajo del registro, por ejemplo, para responder sus preguntas. Las empresas que alojan el sitio web o que envían nuestros correos electrónicos y mensajes de texto usan la información solo como nosotros les indicamos. La empresa de mensajes de texto puede ver su número de teléfono, pero no tiene permiso para compartirlo.',
        'Solo damos información a otras personas si la ley nos obliga, y se lo diremos a usted cuando la ley lo permita.',
      ],
    },
    {
      id: 'no-tracking',
      heading: 'Cookies y rastreo',
      blocks: [
        'El sitio web guarda una clave de inicio de sesión en su navegador para que su sesión siga abierta. Las páginas que ve después de iniciar sesión no tienen publicidad, ni herramientas de análisis, ni herramientas de rastreo de redes sociales. Los enlaces a redes sociales en las páginas públicas son enlaces simples: no se envía nada a esas empresas a menos que usted haga clic en ellos.',
      ],
    },
    {
      id: 'security',
      heading: 'Cómo la protegemos',
      blocks: [
        'La información viaja por conexiones cifradas y se guarda en servidores seguros. La información que lo identifica se guarda aparte de las respuestas para la investigación. El acceso del personal es limitado, queda registrado y se revisa. También limitamos los intentos de inicio de sesión para evitar que alguien adivine contraseñas.',
        'Ningún sistema es seguro al cien por ciento. Si alguna vez alguien entrara sin permiso a nuestros sistemas y eso afectara su información, se lo diríamos como lo exige la ley.',
      ],
    },
    {
      id: 'children',
      heading: 'Niños',
      blocks: [
        'Un menor de 18 años solo puede participar si su padre, su madre o su tutor legal lo registra y da su consentimiento. Los adolescentes de 13 a 17 años también firman un formulario de asentimiento. Cuando un joven cumple 18 años, le pedimos que dé su propio consentimiento antes de que la cuenta continúe.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Sus opciones',
      blocks: [
        {
          list: [
            'Ver y corregir su perfil en cualquier momento en Mi perfil.',
            'Activar o desactivar los recordatorios, los boletines y los mensajes de texto en la configuración de notificaciones.',
            'Retirarse del registro en cualquier momento. Entonces dejamos de recoger información suya y cerramos su cuenta. Los datos que ya se compartieron con los investigadores sin información que lo identifique no se pueden recuperar.',
            'Pedirnos una copia de la información que tenemos sobre usted.',
          ],
        },
      ],
    },
    {
      id: 'keeping',
      heading: 'Por cuánto tiempo la guardamos',
      blocks: [
        'Guardamos las respuestas para la investigación mientras sean útiles para investigar y por el tiempo que exijan las reglas de los estudios de investigación. Los datos de contacto de las personas que se retiran se guardan solo el tiempo necesario para respetar su retiro y para cumplir con la ley.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a esta política',
      blocks: [
        'Si cambiamos de manera importante la forma en que usamos su información, se lo diremos por correo electrónico o en el sitio web antes de que el cambio empiece.',
      ],
    },
    {
      id: 'contact',
      heading: 'Preguntas',
      blocks: [
        'Si tiene preguntas sobre su privacidad o quiere hacer una solicitud, comuníquese con nosotros con los datos que aparecen abajo.',
      ],
    },
  ],
};
