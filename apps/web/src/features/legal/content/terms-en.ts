import type { LegalDocument } from './legal-document';

export const termsEn: LegalDocument = {
  lang: 'en',
  title: 'Terms of use',
  updated: '2025-01-15',
  intro: [
    'These terms of use govern access to and use of Barnboard, a web dashboard that shows feeding, reproduction, herd and feed-bin data for pig farms (the "Service"). By signing in, you accept these terms on your own behalf and on behalf of the organisation that gave you access (your "Organisation").',
  ],
  sections: [
    {
      id: 'accounts',
      heading: '1. Accounts and access',
      paragraphs: [
        'Accounts are created by Barnboard staff or by an administrator of your Organisation. Your access to each farm site is set by your Organisation through memberships and may be limited in time or to certain areas (feeding, herd management, L-Track feed bins).',
        'You must keep your password confidential, use a password that you do not use elsewhere, and tell your administrator or us without delay if you believe your account has been used without your permission. Sessions end automatically after eight hours.',
      ],
    },
    {
      id: 'use',
      heading: '2. Acceptable use',
      paragraphs: ['When you use the Service, you agree not to:'],
      items: [
        'access sites, data or functions you have not been granted, or try to bypass access controls;',
        'share your credentials or let another person use your account;',
        'disrupt the Service, probe it for vulnerabilities without written permission, or overload it with automated requests;',
        'copy, resell or publish data from the Service outside your Organisation without its consent;',
        'enter data that is unlawful, misleading, or that infringes the rights of others.',
      ],
    },
    {
      id: 'data',
      heading: '3. Farm data',
      paragraphs: [
        'Farm data (animal events, feeding records, sensor readings, site settings) belongs to your Organisation. Your Organisation grants us the right to host, process and display it solely to provide, secure, support and improve the Service. We may produce aggregated statistics from which no farm, Organisation or person can be identified.',
        'Personal information is handled as described in our privacy policy.',
      ],
    },
    {
      id: 'decisions',
      heading: '4. Decision support only',
      paragraphs: [
        'Barnboard helps you follow your herd and your equipment; it does not replace the judgement of farm staff, veterinarians or nutritionists. Figures depend on the data recorded by your equipment and staff and may be delayed or incomplete, for example when a feeder or a sensor stops transmitting. You remain responsible for the care and welfare of your animals and for decisions taken on your farms.',
      ],
    },
    {
      id: 'availability',
      heading: '5. Availability and maintenance',
      paragraphs: [
        'We aim to keep the Service available at all times but do not guarantee uninterrupted access. A yearly maintenance takes place on 21 September from 08:00 to 17:00 (Montreal time) and is announced in the application 30 days in advance. Other interruptions are kept as short as possible.',
      ],
    },
    {
      id: 'subscriptions',
      heading: '6. Subscriptions',
      paragraphs: [
        "Some functions, such as L-Track feed-bin monitoring, require a subscription held by your Organisation. Their prices and terms are set in your Organisation's agreement with us. When a subscription expires, the related data may stop updating until it is renewed.",
      ],
    },
    {
      id: 'liability',
      heading: '7. Liability',
      paragraphs: [
        'To the extent permitted by law, the Service is provided "as is" and we are not liable for indirect losses, loss of production or loss of profit arising from its use or unavailability. Nothing in these terms limits rights that cannot be limited under the consumer-protection or other laws that apply to you.',
      ],
    },
    {
      id: 'termination',
      heading: '8. Suspension and termination',
      paragraphs: [
        'Your Organisation may end your access at any time. We may suspend an account that breaches these terms or endangers the security of the Service, and we will tell you or your Organisation why unless the law prevents us.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes and governing law',
      paragraphs: [
        'We may update these terms. When a change is material, you will be asked to accept the new version at your next sign-in. These terms are governed by the laws of the Province of Quebec and the federal laws of Canada that apply there.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact',
      paragraphs: ['Questions about these terms: support@barnboard.app.'],
    },
  ],
};
