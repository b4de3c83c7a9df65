import { PRODUCT_NAME } from '@barnboard/domain';
import type { Mail } from '../../../lib/mailer.js';

/** The languages of the product (a user's locale). */
export type MailLanguage = 'en' | 'fr' | 'es';

/** What the mill reads of a new order. */
export type OrderMailFacts = {
  tenant: string;
  site: string;
  feed: string;
  quantityKg: number;
  bins: string[];
  wishedDate: string;
  requestedBy: string;
  orderId: string;
};

type Texts = { subject: string; body: string[] };

const texts: Record<MailLanguage, (facts: OrderMailFacts) => Texts> = {
  en: (f) => ({
    subject: `feed order from ${f.tenant}, ${f.site}`,
    body: [
      'Hello,',
      '',
      `${f.tenant} orders ${f.quantityKg} kg of ${f.feed} for ${f.site},`,
      `to be delivered on ${f.wishedDate} into the bins ${f.bins.join(', ')}.`,
      '',
      `Ordered by ${f.requestedBy}. Order reference: ${f.orderId}.`,
    ],
  }),
  fr: (f) => ({
    subject: `commande d'aliment de ${f.tenant}, ${f.site}`,
    body: [
      'Bonjour,',
      '',
      `${f.tenant} commande ${f.quantityKg} kg de ${f.feed} pour ${f.site},`,
      `à livrer le ${f.wishedDate} dans les silos ${f.bins.join(', ')}.`,
      '',
      `Commandé par ${f.requestedBy}. Référence de la commande : ${f.orderId}.`,
    ],
  }),
  es: (f) => ({
    subject: `pedido de pienso de ${f.tenant}, ${f.site}`,
    body: [
      'Hola:',
      '',
      `${f.tenant} pide ${f.quantityKg} kg de ${f.feed} para ${f.site},`,
      `con entrega el ${f.wishedDate} en los silos ${f.bins.join(', ')}.`,
      '',
      `Pedido por ${f.requestedBy}. Referencia del pedido: ${f.orderId}.`,
    ],
  }),
};

/** The order e-mail to the mill, in the language of the person ordering (English without one). */
export function orderMail(to: string, facts: OrderMailFacts, locale: MailLanguage | null): Mail {
  const { subject, body } = texts[locale ?? 'en'](facts);
  return { to, subject: `${PRODUCT_NAME}: ${subject}`, text: body.join('\n') };
}
