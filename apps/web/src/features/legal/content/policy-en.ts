import type { LegalDocument } from './legal-document';

export const policyEn: LegalDocument = {
  lang: 'en',
  title: 'Privacy policy',
  updated: '2025-01-15',
  intro: [
    'This policy explains what personal information Barnboard collects, why, how long we keep it and the rights you have over it. It applies to the Barnboard web application and its programming interfaces. We follow the Act respecting the protection of personal information in the private sector of Quebec (as amended by Law 25), the Personal Information Protection and Electronic Documents Act (PIPEDA) of Canada and, for people in the European Union, the General Data Protection Regulation (GDPR).',
  ],
  sections: [
    {
      id: 'controller',
      heading: '1. Who is responsible',
      paragraphs: [
        'Barnboard is responsible for the personal information of account holders. Farm data entered or transmitted by your Organisation is processed on its behalf, following its instructions. Our person in charge of the protection of personal information can be reached at privacy@barnboard.app.',
      ],
    },
    {
      id: 'collected',
      heading: '2. Information we collect',
      paragraphs: ['We collect only what the Service needs:'],
      items: [
        'Account information: name, email address, username, role, language, phone number and country code when you give them, and your SMS notification choice.',
        'Access information: your memberships (organisation, sites, role, areas of access and their expiry dates).',
        'Preferences: display settings such as language, theme, units, favourite pages and objectives.',
        'Security and usage logs: sign-in times, IP address, browser type, and the time of your last activity, used to protect accounts and investigate incidents.',
        'Farm data linked to a user, such as the employee who recorded a breeding, a diagnosis or a farrowing supervision in the users report.',
      ],
    },
    {
      id: 'purposes',
      heading: '3. Why we use it',
      paragraphs: [
        'We use this information to create and secure your account, give you access to the sites your Organisation allows, show reports and notifications, remember your preferences, answer support requests, send service messages (for example a password-reset link) and meet our legal obligations. Under the GDPR, the legal bases are the performance of the contract with your Organisation, our legitimate interest in securing the Service, and compliance with the law.',
        'We do not sell personal information, do not use it for advertising, and do not make decisions producing legal effects about you by automated processing alone.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Who we share it with',
      paragraphs: [
        'Administrators of your Organisation can see your account and membership details. We use service providers for hosting, email delivery and SMS delivery, bound by written agreements to protect the information and use it only for us. Information may be stored outside Quebec; before any such transfer we assess, as Law 25 requires, that it will receive adequate protection. We disclose information to authorities only when the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: '5. How long we keep it',
      items: [
        'Account information: as long as your account is active, then deleted or anonymised within 90 days of its closure.',
        'Security logs: 12 months.',
        'Password-reset links: valid for one hour and single use; their traces are deleted within 30 days.',
        "Farm data: for the duration of your Organisation's agreement, then returned or deleted as that agreement provides.",
      ],
      paragraphs: ['We keep information longer only when the law requires it.'],
    },
    {
      id: 'security',
      heading: '6. Security',
      paragraphs: [
        "Passwords are stored as salted hashes, traffic is encrypted, sessions expire after eight hours, and access within our team is limited to the people who need it. If an incident involving personal information presents a risk of serious injury, we will notify the Commission d'accès à l'information, the people concerned and, where applicable, the competent European authority.",
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      paragraphs: ['Depending on the law that applies to you, you may:'],
      items: [
        'access the personal information we hold about you and obtain a copy, including in a structured, commonly used technological format;',
        'have inaccurate, incomplete or outdated information corrected;',
        'withdraw your consent, ask for deletion or de-indexation, or object to or restrict certain processing;',
        'be informed of the use of automated decisions and of the information used to make them;',
        "file a complaint with the Commission d'accès à l'information du Québec, the Office of the Privacy Commissioner of Canada or, in the European Union, your data-protection authority.",
      ],
    },
    {
      id: 'exercise',
      heading: '8. How to exercise them',
      paragraphs: [
        'Write to privacy@barnboard.app from the address of your account. We answer within 30 days. Some requests about farm data are handled with your Organisation, which decides what happens to that data.',
      ],
    },
    {
      id: 'cookies',
      heading: '9. Local storage',
      paragraphs: [
        "Barnboard does not use advertising or tracking cookies. Your browser's local storage keeps your session tokens, the time your session started, your language and your theme; signing out clears the session entries.",
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes',
      paragraphs: [
        'We will publish any change to this policy here, with its date. When a change is material, you will be asked to accept the new version at your next sign-in.',
      ],
    },
  ],
};
