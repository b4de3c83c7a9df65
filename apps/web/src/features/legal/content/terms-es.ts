import type { LegalDocument } from './legal-document';

export const termsEs: LegalDocument = {
  lang: 'es',
  title: 'Condiciones de uso',
  updated: '2025-01-15',
  intro: [
    'Estas condiciones de uso rigen el acceso a Barnboard y su uso, un panel web que muestra datos de alimentación, reproducción, rebaño y silos de pienso de granjas porcinas (el «Servicio»). Al iniciar sesión, usted acepta estas condiciones en su propio nombre y en nombre de la organización que le dio acceso (su «Organización»).',
  ],
  sections: [
    {
      id: 'accounts',
      heading: '1. Cuentas y acceso',
      paragraphs: [
        'Las cuentas las crea el personal de Barnboard o un administrador de su Organización. Su acceso a cada sitio de la granja lo fija su Organización mediante membresías y puede estar limitado en el tiempo o a ciertas áreas (alimentación, gestión del rebaño, silos de pienso L-Track).',
        'Debe mantener su contraseña en secreto, usar una contraseña que no utilice en otro lugar y avisar sin demora a su administrador o a nosotros si cree que su cuenta se ha usado sin su permiso. Las sesiones terminan automáticamente al cabo de ocho horas.',
      ],
    },
    {
      id: 'use',
      heading: '2. Uso aceptable',
      paragraphs: ['Al usar el Servicio, usted se compromete a no:'],
      items: [
        'acceder a sitios, datos o funciones que no se le hayan concedido, ni intentar eludir los controles de acceso;',
        'compartir sus credenciales ni permitir que otra persona use su cuenta;',
        'perturbar el Servicio, buscar vulnerabilidades en él sin permiso por escrito ni sobrecargarlo con peticiones automatizadas;',
        'copiar, revender o publicar datos del Servicio fuera de su Organización sin su consentimiento;',
        'introducir datos ilícitos, engañosos o que infrinjan los derechos de terceros.',
      ],
    },
    {
      id: 'data',
      heading: '3. Datos de la granja',
      paragraphs: [
        'Los datos de la granja (eventos de los animales, registros de alimentación, lecturas de sensores, ajustes de los sitios) pertenecen a su Organización. Su Organización nos concede el derecho de alojarlos, tratarlos y mostrarlos únicamente para prestar, proteger, dar soporte y mejorar el Servicio. Podemos elaborar estadísticas agregadas que no permitan identificar ninguna granja, Organización ni persona.',
        'La información personal se trata como se describe en nuestra política de privacidad.',
      ],
    },
    {
      id: 'decisions',
      heading: '4. Solo una ayuda a la decisión',
      paragraphs: [
        'Barnboard le ayuda a seguir su rebaño y sus equipos; no sustituye el criterio del personal de la granja, de los veterinarios ni de los nutricionistas. Las cifras dependen de los datos registrados por sus equipos y su personal y pueden llegar con retraso o estar incompletas, por ejemplo cuando un comedero o un sensor deja de transmitir. Usted sigue siendo responsable del cuidado y del bienestar de sus animales y de las decisiones que se tomen en sus granjas.',
      ],
    },
    {
      id: 'availability',
      heading: '5. Disponibilidad y mantenimiento',
      paragraphs: [
        'Procuramos que el Servicio esté disponible en todo momento, pero no garantizamos un acceso ininterrumpido. Cada año se realiza un mantenimiento el 21 de septiembre de 08:00 a 17:00 (hora de Montreal), anunciado en la aplicación con 30 días de antelación. Las demás interrupciones se reducen al mínimo posible.',
      ],
    },
    {
      id: 'subscriptions',
      heading: '6. Suscripciones',
      paragraphs: [
        'Algunas funciones, como el seguimiento de silos L-Track, requieren una suscripción contratada por su Organización. Sus precios y condiciones se fijan en el contrato de su Organización con nosotros. Cuando una suscripción vence, los datos correspondientes pueden dejar de actualizarse hasta que se renueve.',
      ],
    },
    {
      id: 'liability',
      heading: '7. Responsabilidad',
      paragraphs: [
        'En la medida en que la ley lo permita, el Servicio se presta «tal cual» y no somos responsables de las pérdidas indirectas, las pérdidas de producción ni el lucro cesante derivados de su uso o de su falta de disponibilidad. Nada de estas condiciones limita los derechos que no pueden limitarse según las leyes de protección de los consumidores u otras leyes que le sean aplicables.',
      ],
    },
    {
      id: 'termination',
      heading: '8. Suspensión y terminación',
      paragraphs: [
        'Su Organización puede poner fin a su acceso en cualquier momento. Podemos suspender una cuenta que incumpla estas condiciones o ponga en peligro la seguridad del Servicio, y le diremos a usted o a su Organización el motivo, salvo que la ley nos lo impida.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Cambios y ley aplicable',
      paragraphs: [
        'Podemos actualizar estas condiciones. Cuando un cambio sea importante, se le pedirá que acepte la nueva versión en su próximo inicio de sesión. Estas condiciones se rigen por las leyes de la provincia de Quebec y las leyes federales de Canadá aplicables en ella.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contacto',
      paragraphs: ['Preguntas sobre estas condiciones: support@barnboard.app.'],
    },
  ],
};
