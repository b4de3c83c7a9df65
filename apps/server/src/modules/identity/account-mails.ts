import { PRODUCT_NAME } from '@barnboard/domain';

/** The languages of the product (spec §1); an account without a chosen one gets all three. */
type Language = 'en' | 'fr' | 'es';
const LANGUAGES: Language[] = ['en', 'fr', 'es'];

type Texts = Record<Language, { subject: string; body: string[] }>;

export type AccountMail = { subject: string; text: string };

/**
 * A mail about the account, in the account's language, or in all three, one after the other,
 * when it has none yet (the mail must be understood before the person has ever signed in).
 */
function inLanguage(texts: Texts, locale: Language | null): AccountMail {
  const chosen = locale ? [locale] : LANGUAGES;
  return {
    subject: `${PRODUCT_NAME}: ${chosen.map((l) => texts[l].subject).join(' / ')}`,
    text: chosen.map((l) => texts[l].body.join('\n')).join('\n\n---\n\n'),
  };
}

/** The single-use link of a password reset (POST /api/user/recover). */
export function resetMail(link: string, locale: Language | null): AccountMail {
  return inLanguage(
    {
      en: {
        subject: 'reset your password',
        body: [
          'Hello,',
          '',
          `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new one,`,
          'open this link within one hour (it works once):',
          link,
          'If you did not ask for it, ignore this message: your password stays as it is.',
        ],
      },
      fr: {
        subject: 'réinitialisez votre mot de passe',
        body: [
          'Bonjour,',
          '',
          `Quelqu'un a demandé à réinitialiser le mot de passe de votre compte ${PRODUCT_NAME}. Pour`,
          "en choisir un nouveau, ouvrez ce lien dans l'heure (il ne sert qu'une fois) :",
          link,
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.",
        ],
      },
      es: {
        subject: 'restablezca su contraseña',
        body: [
          'Hola:',
          '',
          `Alguien ha pedido restablecer la contraseña de su cuenta de ${PRODUCT_NAME}. Para elegir`,
          'una nueva, abra este enlace antes de una hora (solo sirve una vez):',
          link,
          'Si no lo ha pedido usted, ignore este mensaje: su contraseña no cambia.',
        ],
      },
    },
    locale,
  );
}

/** Sign-ins failing from unknown places (docs/security.md, "Throttling of sign-in"). */
export function attackMail(
  failures: number,
  signInLink: string,
  locale: Language | null,
): AccountMail {
  return inLanguage(
    {
      en: {
        subject: 'someone is trying to sign in to your account',
        body: [
          'Hello,',
          '',
          `${failures} sign-ins to your ${PRODUCT_NAME} account failed with a wrong password in the last`,
          'hour, from places where you have not signed in before. Sign-in from such places is now slowed',
          'down; the computers and networks you signed in from before are not affected:',
          signInLink,
          'If these attempts were not yours, someone may be guessing your password: choose a new, unique',
          'one ("Forgot your password?" on the sign-in page). You will get this message at most once an hour.',
        ],
      },
      fr: {
        subject: "quelqu'un essaie d'accéder à votre compte",
        body: [
          'Bonjour,',
          '',
          `${failures} connexions à votre compte ${PRODUCT_NAME} ont échoué avec un mauvais mot de passe`,
          "dans la dernière heure, depuis des endroits d'où vous ne vous êtes jamais connecté. La connexion",
          "depuis ces endroits est maintenant ralentie ; les ordinateurs et réseaux d'où vous vous êtes déjà",
          'connecté ne sont pas concernés :',
          signInLink,
          "Si ces tentatives ne viennent pas de vous, quelqu'un essaie peut-être de deviner votre mot de",
          'passe : choisissez-en un nouveau, unique (« Mot de passe oublié ? » sur la page de connexion).',
          'Vous recevrez ce message au plus une fois par heure.',
        ],
      },
      es: {
        subject: 'alguien intenta entrar en su cuenta',
        body: [
          'Hola:',
          '',
          `En la última hora han fallado ${failures} inicios de sesión en su cuenta de ${PRODUCT_NAME} con una`,
          'contraseña incorrecta, desde lugares desde los que usted nunca había entrado. El inicio de sesión',
          'desde esos lugares es ahora más lento; los equipos y redes desde los que ya había entrado no se',
          'ven afectados:',
          signInLink,
          'Si esos intentos no son suyos, alguien podría estar adivinando su contraseña: elija una nueva y',
          'única («¿Olvidó su contraseña?» en la página de inicio de sesión). Recibirá este mensaje como',
          'mucho una vez por hora.',
        ],
      },
    },
    locale,
  );
}

/**
 * The account's password was changed from the settings page: the owner hears of it at once, so
 * a change they did not make (someone in their open session) does not go unnoticed.
 */
export function passwordChangedMail(signInLink: string, locale: Language | null): AccountMail {
  return inLanguage(
    {
      en: {
        subject: 'your password was changed',
        body: [
          'Hello,',
          '',
          `The password of your ${PRODUCT_NAME} account was just changed from its settings page. Every`,
          'other place where the account was signed in has been signed out.',
          '',
          'If you made this change, there is nothing more to do. If you did not, choose a new password',
          'at once with "Forgot your password?" on the sign-in page, and tell your administrator:',
          signInLink,
        ],
      },
      fr: {
        subject: 'votre mot de passe a été changé',
        body: [
          'Bonjour,',
          '',
          `Le mot de passe de votre compte ${PRODUCT_NAME} vient d'être changé depuis la page des`,
          'paramètres. Partout ailleurs où le compte était connecté, il a été déconnecté.',
          '',
          "Si c'est vous, il n'y a rien d'autre à faire. Sinon, choisissez tout de suite un nouveau mot",
          'de passe avec « Mot de passe oublié ? » sur la page de connexion, et prévenez votre administrateur :',
          signInLink,
        ],
      },
      es: {
        subject: 'su contraseña ha cambiado',
        body: [
          'Hola:',
          '',
          `La contraseña de su cuenta de ${PRODUCT_NAME} se acaba de cambiar desde la página de ajustes.`,
          'Se ha cerrado la sesión en todos los demás lugares donde la cuenta estaba abierta.',
          '',
          'Si el cambio lo hizo usted, no hay nada más que hacer. Si no, elija enseguida una contraseña',
          'nueva con «¿Olvidó su contraseña?» en la página de inicio de sesión y avise a su administrador:',
          signInLink,
        ],
      },
    },
    locale,
  );
}

/**
 * The account's e-mail address was changed: mailed to the address it had, which would otherwise
 * lose the account without a word (recovery links now go to the new one).
 */
export function emailChangedMail(
  newEmail: string,
  signInLink: string,
  locale: Language | null,
): AccountMail {
  return inLanguage(
    {
      en: {
        subject: 'your e-mail address was changed',
        body: [
          'Hello,',
          '',
          `The e-mail address of your ${PRODUCT_NAME} account was just changed to ${newEmail}. Messages`,
          'about the account, password-recovery links included, now go there; this one is the last sent',
          'to this address.',
          '',
          'If you did not make this change, tell your administrator at once:',
          signInLink,
        ],
      },
      fr: {
        subject: 'votre adresse e-mail a été changée',
        body: [
          'Bonjour,',
          '',
          `L'adresse e-mail de votre compte ${PRODUCT_NAME} vient d'être changée en ${newEmail}. Les`,
          'messages du compte, liens de récupération du mot de passe compris, y sont désormais envoyés ;',
          'celui-ci est le dernier envoyé à cette adresse.',
          '',
          "Si vous n'êtes pas à l'origine de ce changement, prévenez tout de suite votre administrateur :",
          signInLink,
        ],
      },
      es: {
        subject: 'su dirección de correo ha cambiado',
        body: [
          'Hola:',
          '',
          `La dirección de correo de su cuenta de ${PRODUCT_NAME} se acaba de cambiar a ${newEmail}.`,
          'Los mensajes de la cuenta, enlaces de recuperación de contraseña incluidos, se envían ahora',
          'allí; este es el último enviado a esta dirección.',
          '',
          'Si no hizo usted este cambio, avise enseguida a su administrador:',
          signInLink,
        ],
      },
    },
    locale,
  );
}

/** Who invites, to which tenant, and the sign-in the person will use. */
export type InvitationFacts = { inviter: string; tenant: string; login: string };

/** An admin's invitation (users manager): a single-use link to set a password and accept the terms. */
export function invitationMail(
  link: string,
  facts: InvitationFacts,
  locale: Language | null,
): AccountMail {
  const { inviter, tenant, login } = facts;
  return inLanguage(
    {
      en: {
        subject: `${inviter} invites you to ${tenant}`,
        body: [
          'Hello,',
          '',
          `${inviter} invites you to use ${PRODUCT_NAME} for ${tenant}. To choose your password and`,
          'accept the terms of use, open this link within 7 days (it works once):',
          link,
          `You will then sign in with ${login}.`,
          'If you did not expect this invitation, ignore this message: no account is used without you.',
        ],
      },
      fr: {
        subject: `${inviter} vous invite dans ${tenant}`,
        body: [
          'Bonjour,',
          '',
          `${inviter} vous invite à utiliser ${PRODUCT_NAME} pour ${tenant}. Pour choisir votre mot de`,
          "passe et accepter les conditions d'utilisation, ouvrez ce lien dans les 7 jours (il ne sert qu'une fois) :",
          link,
          `Vous vous connecterez ensuite avec ${login}.`,
          "Si vous n'attendiez pas cette invitation, ignorez ce message : aucun compte n'est utilisé sans vous.",
        ],
      },
      es: {
        subject: `${inviter} le invita a ${tenant}`,
        body: [
          'Hola:',
          '',
          `${inviter} le invita a usar ${PRODUCT_NAME} para ${tenant}. Para elegir su contraseña y`,
          'aceptar las condiciones de uso, abra este enlace antes de 7 días (solo sirve una vez):',
          link,
          `Después iniciará sesión con ${login}.`,
          'Si no esperaba esta invitación, ignore este mensaje: ninguna cuenta se usa sin usted.',
        ],
      },
    },
    locale,
  );
}

/** An existing account given a membership on one more tenant: where to sign in. */
export function accessGrantedMail(
  signInLink: string,
  facts: Omit<InvitationFacts, 'login'>,
  locale: Language | null,
): AccountMail {
  const { inviter, tenant } = facts;
  return inLanguage(
    {
      en: {
        subject: `you now have access to ${tenant}`,
        body: [
          'Hello,',
          '',
          `${inviter} gave your ${PRODUCT_NAME} account access to ${tenant}. Sign in as usual to see it:`,
          signInLink,
        ],
      },
      fr: {
        subject: `vous avez maintenant accès à ${tenant}`,
        body: [
          'Bonjour,',
          '',
          `${inviter} a donné à votre compte ${PRODUCT_NAME} l'accès à ${tenant}. Connectez-vous comme`,
          "d'habitude pour le voir :",
          signInLink,
        ],
      },
      es: {
        subject: `ahora tiene acceso a ${tenant}`,
        body: [
          'Hola:',
          '',
          `${inviter} ha dado a su cuenta de ${PRODUCT_NAME} acceso a ${tenant}. Inicie sesión como`,
          'siempre para verlo:',
          signInLink,
        ],
      },
    },
    locale,
  );
}
