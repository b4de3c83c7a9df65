import type { LegalDocument } from './legal-document';

export const policyFr: LegalDocument = {
  lang: 'fr',
  title: 'Politique de confidentialité',
  updated: '2025-01-15',
  intro: [
    "Cette politique explique quels renseignements personnels Barnboard recueille, pourquoi, combien de temps nous les conservons et quels droits vous avez à leur égard. Elle s'applique à l'application Web Barnboard et à ses interfaces de programmation. Nous respectons la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (modifiée par la Loi 25), la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et, pour les personnes situées dans l'Union européenne, le Règlement général sur la protection des données (RGPD).",
  ],
  sections: [
    {
      id: 'responsable',
      heading: '1. Qui est responsable',
      paragraphs: [
        "Barnboard est responsable des renseignements personnels des titulaires de compte. Les données d'élevage saisies ou transmises par votre Organisation sont traitées pour son compte, selon ses instructions. Notre responsable de la protection des renseignements personnels peut être joint à privacy@barnboard.app.",
      ],
    },
    {
      id: 'recueillis',
      heading: '2. Renseignements recueillis',
      paragraphs: ['Nous recueillons uniquement ce dont le Service a besoin :'],
      items: [
        "Renseignements du compte : nom, adresse courriel, nom d'utilisateur, rôle, langue, numéro de téléphone et indicatif du pays lorsque vous les fournissez, et votre choix quant aux notifications par texto.",
        "Renseignements d'accès : vos adhésions (organisation, sites, rôle, domaines d'accès et dates d'échéance).",
        "Préférences : paramètres d'affichage comme la langue, le thème, les unités, les pages favorites et les objectifs.",
        "Journaux de sécurité et d'utilisation : heures de connexion, adresse IP, type de navigateur et heure de votre dernière activité, utilisés pour protéger les comptes et enquêter sur les incidents.",
        "Données d'élevage liées à un utilisateur, par exemple l'employé qui a consigné une saillie, un diagnostic ou une supervision de mise bas dans le rapport des utilisateurs.",
      ],
    },
    {
      id: 'fins',
      heading: '3. Pourquoi nous les utilisons',
      paragraphs: [
        "Nous utilisons ces renseignements pour créer et sécuriser votre compte, vous donner accès aux sites que votre Organisation autorise, afficher les rapports et les notifications, mémoriser vos préférences, répondre aux demandes de soutien, envoyer des messages de service (par exemple un lien de réinitialisation du mot de passe) et respecter nos obligations légales. Au sens du RGPD, les bases légales sont l'exécution du contrat avec votre Organisation, notre intérêt légitime à sécuriser le Service et le respect de la loi.",
        'Nous ne vendons pas de renseignements personnels, ne les utilisons pas à des fins publicitaires et ne prenons aucune décision produisant des effets juridiques à votre égard fondée exclusivement sur un traitement automatisé.',
      ],
    },
    {
      id: 'communication',
      heading: '4. À qui nous les communiquons',
      paragraphs: [
        "Les administrateurs de votre Organisation peuvent voir les détails de votre compte et de vos adhésions. Nous faisons appel à des fournisseurs pour l'hébergement, l'envoi de courriels et l'envoi de textos; des ententes écrites les obligent à protéger les renseignements et à ne les utiliser que pour nous. Les renseignements peuvent être conservés à l'extérieur du Québec; avant tout transfert, nous évaluons, comme l'exige la Loi 25, qu'ils bénéficieront d'une protection adéquate. Nous ne communiquons de renseignements aux autorités que si la loi l'exige.",
      ],
    },
    {
      id: 'conservation',
      heading: '5. Durée de conservation',
      items: [
        'Renseignements du compte : tant que votre compte est actif, puis supprimés ou anonymisés dans les 90 jours suivant sa fermeture.',
        'Journaux de sécurité : 12 mois.',
        'Liens de réinitialisation du mot de passe : valides une heure et à usage unique; leurs traces sont supprimées dans les 30 jours.',
        "Données d'élevage : pendant la durée de l'entente de votre Organisation, puis remises ou supprimées selon cette entente.",
      ],
      paragraphs: ["Nous ne conservons les renseignements plus longtemps que si la loi l'exige."],
    },
    {
      id: 'securite',
      heading: '6. Sécurité',
      paragraphs: [
        "Les mots de passe sont conservés sous forme de hachages salés, les échanges sont chiffrés, les sessions expirent après huit heures et, au sein de notre équipe, l'accès est limité aux personnes qui en ont besoin. Si un incident de confidentialité présente un risque de préjudice sérieux, nous aviserons la Commission d'accès à l'information, les personnes concernées et, s'il y a lieu, l'autorité européenne compétente.",
      ],
    },
    {
      id: 'droits',
      heading: '7. Vos droits',
      paragraphs: ["Selon la loi qui s'applique à vous, vous pouvez :"],
      items: [
        'accéder aux renseignements personnels que nous détenons à votre sujet et en obtenir une copie, y compris dans un format technologique structuré et couramment utilisé;',
        'faire rectifier des renseignements inexacts, incomplets ou périmés;',
        'retirer votre consentement, demander la suppression ou la désindexation, ou vous opposer à certains traitements ou en demander la limitation;',
        'être informé du recours à une décision automatisée et des renseignements utilisés pour la prendre;',
        "porter plainte auprès de la Commission d'accès à l'information du Québec, du Commissariat à la protection de la vie privée du Canada ou, dans l'Union européenne, de votre autorité de protection des données.",
      ],
    },
    {
      id: 'exercice',
      heading: '8. Comment les exercer',
      paragraphs: [
        "Écrivez à privacy@barnboard.app à partir de l'adresse de votre compte. Nous répondons dans un délai de 30 jours. Certaines demandes portant sur des données d'élevage sont traitées avec votre Organisation, qui décide du sort de ces données.",
      ],
    },
    {
      id: 'temoins',
      heading: '9. Stockage local',
      paragraphs: [
        "Barnboard n'utilise aucun témoin publicitaire ni de pistage. Le stockage local de votre navigateur conserve vos jetons de session, l'heure de début de votre session, votre langue et votre thème; la déconnexion efface les éléments de session.",
      ],
    },
    {
      id: 'modifications',
      heading: '10. Modifications',
      paragraphs: [
        "Toute modification de cette politique sera publiée ici, avec sa date. Lorsqu'une modification est importante, vous devrez accepter la nouvelle version à votre prochaine connexion.",
      ],
    },
  ],
};
