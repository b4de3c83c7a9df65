import type { LegalDocument } from './legal-document';

export const termsFr: LegalDocument = {
  lang: 'fr',
  title: "Conditions d'utilisation",
  updated: '2025-01-15',
  intro: [
    "Les présentes conditions d'utilisation encadrent l'accès à Barnboard et son utilisation. Barnboard est un tableau de bord Web qui présente les données d'alimentation, de reproduction, de troupeau et de silos des élevages porcins (le « Service »). En vous connectant, vous acceptez ces conditions en votre nom et au nom de l'organisation qui vous a donné accès (votre « Organisation »).",
  ],
  sections: [
    {
      id: 'comptes',
      heading: '1. Comptes et accès',
      paragraphs: [
        "Les comptes sont créés par le personnel de Barnboard ou par un administrateur de votre Organisation. Votre accès à chaque site d'élevage est défini par votre Organisation au moyen d'adhésions, qui peuvent être limitées dans le temps ou à certains domaines (alimentation, gestion du troupeau, silos L-Track).",
        "Vous devez garder votre mot de passe confidentiel, utiliser un mot de passe que vous n'employez nulle part ailleurs et aviser sans délai votre administrateur ou nous-mêmes si vous croyez que votre compte a été utilisé sans votre permission. Les sessions prennent fin automatiquement après huit heures.",
      ],
    },
    {
      id: 'utilisation',
      heading: '2. Utilisation acceptable',
      paragraphs: ['En utilisant le Service, vous vous engagez à ne pas :'],
      items: [
        "accéder à des sites, à des données ou à des fonctions qui ne vous ont pas été accordés, ni tenter de contourner les contrôles d'accès;",
        'partager vos identifiants ou laisser une autre personne utiliser votre compte;',
        'perturber le Service, y rechercher des vulnérabilités sans autorisation écrite ou le surcharger de requêtes automatisées;',
        "copier, revendre ou publier des données du Service à l'extérieur de votre Organisation sans son consentement;",
        "saisir des données illicites, trompeuses ou qui portent atteinte aux droits d'autrui.",
      ],
    },
    {
      id: 'donnees',
      heading: "3. Données d'élevage",
      paragraphs: [
        "Les données d'élevage (événements des animaux, relevés d'alimentation, mesures des capteurs, paramètres des sites) appartiennent à votre Organisation. Celle-ci nous accorde le droit de les héberger, de les traiter et de les afficher uniquement pour fournir, sécuriser, soutenir et améliorer le Service. Nous pouvons produire des statistiques agrégées qui ne permettent d'identifier aucune ferme, organisation ou personne.",
        'Les renseignements personnels sont traités comme le décrit notre politique de confidentialité.',
      ],
    },
    {
      id: 'decisions',
      heading: "4. Outil d'aide à la décision",
      paragraphs: [
        "Barnboard vous aide à suivre votre troupeau et vos équipements; il ne remplace pas le jugement du personnel de la ferme, des vétérinaires ou des nutritionnistes. Les chiffres dépendent des données enregistrées par vos équipements et votre personnel et peuvent être retardés ou incomplets, par exemple lorsqu'un distributeur ou un capteur cesse de transmettre. Vous demeurez responsable des soins et du bien-être de vos animaux ainsi que des décisions prises dans vos fermes.",
      ],
    },
    {
      id: 'disponibilite',
      heading: '5. Disponibilité et maintenance',
      paragraphs: [
        "Nous visons à garder le Service disponible en tout temps, sans toutefois garantir un accès ininterrompu. Une maintenance annuelle a lieu le 21 septembre de 8 h à 17 h (heure de Montréal); elle est annoncée dans l'application 30 jours à l'avance. Les autres interruptions sont aussi courtes que possible.",
      ],
    },
    {
      id: 'abonnements',
      heading: '6. Abonnements',
      paragraphs: [
        "Certaines fonctions, comme le suivi des silos L-Track, exigent un abonnement détenu par votre Organisation. Leurs prix et modalités sont fixés dans l'entente entre votre Organisation et nous. À l'échéance d'un abonnement, les données concernées peuvent cesser d'être mises à jour jusqu'à son renouvellement.",
      ],
    },
    {
      id: 'responsabilite',
      heading: '7. Responsabilité',
      paragraphs: [
        'Dans la mesure permise par la loi, le Service est fourni « tel quel » et nous ne sommes pas responsables des pertes indirectes, des pertes de production ou des pertes de profits découlant de son utilisation ou de son indisponibilité. Rien dans ces conditions ne limite les droits que la Loi sur la protection du consommateur ou toute autre loi applicable ne permet pas de limiter.',
      ],
    },
    {
      id: 'suspension',
      heading: '8. Suspension et résiliation',
      paragraphs: [
        "Votre Organisation peut mettre fin à votre accès en tout temps. Nous pouvons suspendre un compte qui enfreint ces conditions ou qui menace la sécurité du Service; nous vous en indiquerons la raison, ou à votre Organisation, sauf si la loi nous l'interdit.",
      ],
    },
    {
      id: 'modifications',
      heading: '9. Modifications et droit applicable',
      paragraphs: [
        "Nous pouvons modifier ces conditions. Lorsqu'une modification est importante, vous devrez accepter la nouvelle version à votre prochaine connexion. Ces conditions sont régies par les lois de la province de Québec et les lois fédérales du Canada qui s'y appliquent.",
      ],
    },
    {
      id: 'contact',
      heading: '10. Nous joindre',
      paragraphs: ['Pour toute question sur ces conditions : support@barnboard.app.'],
    },
  ],
};
