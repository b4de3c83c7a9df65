import type { LegalDocument } from './legal-document';

export const policyEs: LegalDocument = {
  lang: 'es',
  title: 'Política de privacidad',
  updated: '2025-01-15',
  intro: [
    'Esta política explica qué información personal recoge Barnboard, para qué, cuánto tiempo la conservamos y qué derechos tiene usted sobre ella. Se aplica a la aplicación web Barnboard y a sus interfaces de programación. Seguimos la Ley sobre la protección de la información personal en el sector privado de Quebec (modificada por la Ley 25), la Ley de protección de la información personal y los documentos electrónicos (PIPEDA) de Canadá y, para las personas en la Unión Europea, el Reglamento General de Protección de Datos (RGPD).',
  ],
  sections: [
    {
      id: 'controller',
      heading: '1. Quién es el responsable',
      paragraphs: [
        'Barnboard es responsable de la información personal de los titulares de las cuentas. Los datos de la granja que introduce o transmite su Organización se tratan por cuenta de esta, siguiendo sus instrucciones. Puede contactar con nuestra persona responsable de la protección de la información personal en privacy@barnboard.app.',
      ],
    },
    {
      id: 'collected',
      heading: '2. Información que recogemos',
      paragraphs: ['Solo recogemos lo que el Servicio necesita:'],
      items: [
        'Información de la cuenta: nombre, correo electrónico, nombre de usuario, rol, idioma, número de teléfono y prefijo del país cuando nos los da, y su elección de avisos por SMS.',
        'Información de acceso: sus membresías (organización, sitios, rol, áreas de acceso y sus fechas de vencimiento).',
        'Preferencias: ajustes de visualización como el idioma, el tema, las unidades, las páginas favoritas y los objetivos.',
        'Registros de seguridad y de uso: horas de inicio de sesión, dirección IP, tipo de navegador y la hora de su última actividad, usados para proteger las cuentas e investigar incidentes.',
        'Datos de la granja vinculados a un usuario, como el empleado que registró una cubrición, un diagnóstico o una supervisión de parto en el informe por usuario.',
      ],
    },
    {
      id: 'purposes',
      heading: '3. Para qué la usamos',
      paragraphs: [
        'Usamos esta información para crear y proteger su cuenta, darle acceso a los sitios que su Organización permite, mostrar informes y notificaciones, recordar sus preferencias, responder a las solicitudes de soporte, enviar mensajes del servicio (por ejemplo, un enlace para restablecer la contraseña) y cumplir nuestras obligaciones legales. Según el RGPD, las bases jurídicas son la ejecución del contrato con su Organización, nuestro interés legítimo en proteger el Servicio y el cumplimiento de la ley.',
        'No vendemos información personal, no la usamos con fines publicitarios y no tomamos decisiones que produzcan efectos jurídicos sobre usted basadas únicamente en un tratamiento automatizado.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Con quién la compartimos',
      paragraphs: [
        'Los administradores de su Organización pueden ver los datos de su cuenta y de sus membresías. Recurrimos a proveedores de servicios para el alojamiento, el envío de correos y el envío de SMS, obligados por contratos escritos a proteger la información y a usarla solo para nosotros. La información puede almacenarse fuera de Quebec; antes de cualquier transferencia de este tipo evaluamos, como exige la Ley 25, que recibirá una protección adecuada. Solo comunicamos información a las autoridades cuando la ley lo exige.',
      ],
    },
    {
      id: 'retention',
      heading: '5. Cuánto tiempo la conservamos',
      items: [
        'Información de la cuenta: mientras su cuenta esté activa; después se borra o se anonimiza en los 90 días siguientes a su cierre.',
        'Registros de seguridad: 12 meses.',
        'Enlaces para restablecer la contraseña: válidos durante una hora y de un solo uso; sus rastros se borran en 30 días.',
        'Datos de la granja: mientras dure el contrato de su Organización; después se devuelven o se borran según lo que disponga ese contrato.',
      ],
      paragraphs: ['Solo conservamos la información durante más tiempo cuando la ley lo exige.'],
    },
    {
      id: 'security',
      heading: '6. Seguridad',
      paragraphs: [
        "Las contraseñas se guardan como hashes con sal, el tráfico va cifrado, las sesiones vencen al cabo de ocho horas y, dentro de nuestro equipo, el acceso se limita a las personas que lo necesitan. Si un incidente que afecte a información personal presenta un riesgo de perjuicio grave, lo notificaremos a la Commission d'accès à l'information, a las personas afectadas y, en su caso, a la autoridad europea competente.",
      ],
    },
    {
      id: 'rights',
      heading: '7. Sus derechos',
      paragraphs: ['Según la ley que le sea aplicable, usted puede:'],
      items: [
        'acceder a la información personal que tenemos sobre usted y obtener una copia, incluso en un formato tecnológico estructurado y de uso común;',
        'hacer corregir la información inexacta, incompleta o desactualizada;',
        'retirar su consentimiento, pedir la supresión o la desindexación, u oponerse a ciertos tratamientos o limitarlos;',
        'ser informado del uso de decisiones automatizadas y de la información usada para tomarlas;',
        "presentar una reclamación ante la Commission d'accès à l'information du Québec, la Oficina del Comisionado de Privacidad de Canadá o, en la Unión Europea, su autoridad de protección de datos.",
      ],
    },
    {
      id: 'exercise',
      heading: '8. Cómo ejercerlos',
      paragraphs: [
        'Escriba a privacy@barnboard.app desde la dirección de su cuenta. Respondemos en un plazo de 30 días. Algunas solicitudes sobre los datos de la granja se tramitan con su Organización, que decide qué ocurre con esos datos.',
      ],
    },
    {
      id: 'cookies',
      heading: '9. Almacenamiento local',
      paragraphs: [
        'Barnboard no usa cookies publicitarias ni de seguimiento. El almacenamiento local de su navegador guarda sus tokens de sesión, la hora en que empezó su sesión, su idioma y su tema; al cerrar la sesión se borran los datos de la sesión.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Cambios',
      paragraphs: [
        'Publicaremos aquí cualquier cambio de esta política, con su fecha. Cuando un cambio sea importante, se le pedirá que acepte la nueva versión en su próximo inicio de sesión.',
      ],
    },
  ],
};
