import type { Texts } from '@/shared/i18n/locale';
import type * as en from './terms-of-use';

// The same section ids as the English terms (the table of contents links to them).
export const TERMS_OF_USE: Texts<typeof en.TERMS_OF_USE> = {
  title: 'Términos de uso',
  updated: '2026-01-15',
  intro: [
    'Estos términos explican las reglas para usar el sitio web del registro. Por favor, léalos antes de crear una cuenta. Al crear una cuenta o usar el sitio web, usted acepta estos términos. Si no está de acuerdo, por favor no use el sitio web.',
  ],
  sections: [
    {
      id: 'what-the-site-is',
      heading: 'Para qué sirve este sitio web',
      blocks: [
        'El sitio web permite que las personas con diabetes tipo 1, y los padres, madres o tutores de niños con diabetes tipo 1, se unan al registro, respondan cuestionarios de investigación, manejen su cuenta y conozcan oportunidades de investigación.',
        'Su participación en la investigación se rige por el formulario de consentimiento que usted firma dentro del sitio web. Si alguna vez estos términos y el formulario de consentimiento dicen cosas diferentes, lo que dice el formulario de consentimiento es lo que vale para su participación en la investigación.',
      ],
    },
    {
      id: 'not-medical-advice',
      heading: 'No es consejo médico',
      blocks: [
        'Nada en este sitio web es un consejo médico, un diagnóstico ni un plan de tratamiento. Hable siempre con su propio médico o con su equipo de cuidado de la diabetes sobre su salud. En una emergencia, llame al 911.',
        'Responder un cuestionario no significa que alguien esté revisando su salud. El personal del registro no revisa las respuestas para buscar problemas médicos.',
      ],
    },
    {
      id: 'who-may-use',
      heading: 'Quién puede crear una cuenta',
      blocks: [
        {
          list: [
            'Los adultos de 18 años o más que viven en los Estados Unidos pueden registrarse ellos mismos.',
            'Un padre, una madre o un tutor legal puede registrar a un hijo o hija menor de 18 años y manejar su cuenta hasta que cumpla 18 años.',
            'Cada persona puede tener solo una cuenta. Si alguien se registra más de una vez, o trata de evitar las preguntas que deciden quién puede participar, podemos cerrar la cuenta.',
          ],
        },
      ],
    },
    {
      id: 'your-account',
      heading: 'Su cuenta',
      blocks: [
        {
          list: [
            'Dé información verdadera y al día, y actualícela cuando cambie.',
            'Mantenga su contraseña en secreto y no comparta su cuenta.',
            'Avísenos de inmediato si cree que otra persona usó su cuenta.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Usar el sitio web de forma correcta',
      blocks: [
        'Por favor, no:',
        {
          list: [
            'trate de entrar a la cuenta o a la información de otra persona;',
            'interfiera con el sitio web, pruebe su seguridad sin nuestro permiso por escrito ni le envíe solicitudes automáticas;',
            'copie contenido del sitio web para usarlo con fines comerciales.',
          ],
        },
      ],
    },
    {
      id: 'taking-part-is-voluntary',
      heading: 'Participar es voluntario',
      blocks: [
        'Usted puede saltar las preguntas opcionales, decir que no a cualquier estudio u oportunidad de investigación, y retirarse del registro en cualquier momento desde Mi perfil. Al retirarse, se cierra su cuenta. Esto no afecta su atención médica ni ningún beneficio al que usted tenga derecho.',
      ],
    },
    {
      id: 'messages',
      heading: 'Correos electrónicos y mensajes de texto',
      blocks: [
        'Le enviamos correos electrónicos sobre su cuenta, como códigos para iniciar sesión, cambios de contraseña y confirmaciones de retiro. Puede desactivar los recordatorios y los boletines en la configuración de notificaciones.',
        'Solo le enviamos recordatorios por mensaje de texto si usted lo pide. Puede detenerlos en cualquier momento con el enlace para cancelar la suscripción que viene en cada mensaje, o en su perfil. Su compañía de teléfono celular puede cobrarle por los mensajes y los datos.',
      ],
    },
    {
      id: 'outside-links',
      heading: 'Enlaces a otros sitios web',
      blocks: [
        'Las oportunidades de investigación y los enlaces a redes sociales llevan a sitios web que el registro no maneja. Allí se aplican sus propios términos y políticas de privacidad, y nosotros no somos responsables de su contenido.',
      ],
    },
    {
      id: 'availability',
      heading: 'Disponibilidad y cambios',
      blocks: [
        'Trabajamos para que el sitio web esté disponible y tenga información correcta, pero a veces puede no estar disponible por mantenimiento o por problemas que no podemos controlar. El sitio web se ofrece tal como está, sin más promesas que las que exige la ley.',
        'Podemos actualizar estos términos. Cuando hagamos un cambio importante, se lo diremos por correo electrónico o en el sitio web antes de que empiece. La fecha de arriba muestra la versión más reciente.',
      ],
    },
    {
      id: 'contact',
      heading: 'Preguntas',
      blocks: [
        'Si tiene alguna pregunta sobre estos términos, comuníquese con nosotros con los datos que aparecen abajo.',
      ],
    },
  ],
};
