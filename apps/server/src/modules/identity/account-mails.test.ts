import { describe, expect, it } from 'vitest';
import { accessGrantedMail, attackMail, invitationMail, resetMail } from './account-mails.js';

describe('account mails', () => {
  it('are written in the language the account chose, and only in it', () => {
    const es = resetMail('https://farm.example/reset?t=1', 'es');
    expect(es.subject).toBe('Barnboard: restablezca su contraseña');
    expect(es.text).toContain('https://farm.example/reset?t=1');
    expect(es.text).not.toMatch(/Hello|Bonjour/);
    const fr = attackMail(12, 'https://farm.example/login', 'fr');
    expect(fr.subject).toBe("Barnboard: quelqu'un essaie d'accéder à votre compte");
    expect(fr.text).toMatch(/^Bonjour,\n\n12 connexions/);
  });

  it('are in English, French and Spanish for an account that has not chosen yet', () => {
    const mail = attackMail(10, 'https://farm.example/login', null);
    expect(mail.subject.split(' / ')).toHaveLength(3);
    const parts = mail.text.split('\n\n---\n\n');
    expect(parts.map((part) => part.split('\n')[0])).toEqual(['Hello,', 'Bonjour,', 'Hola:']);
    for (const part of parts) expect(part).toContain('https://farm.example/login');
  });
});

describe('invitation mails', () => {
  const facts = {
    inviter: 'Odile Bouchard',
    tenant: 'Ferme du Bocage',
    login: 'paul@farm.example',
  };

  it('carry the link, who invites, to which tenant, and the sign-in to use', () => {
    const mail = invitationMail('https://farm.example/invitation?token=t', facts, 'fr');
    expect(mail.subject).toBe('Barnboard: Odile Bouchard vous invite dans Ferme du Bocage');
    expect(mail.text).toContain('https://farm.example/invitation?token=t');
    expect(mail.text).toContain('paul@farm.example');
    expect(mail.text).not.toMatch(/Hello|Hola/);
  });

  it('tell an existing account where to sign in, in all three languages without a choice', () => {
    const mail = accessGrantedMail('https://farm.example/login', facts, null);
    const parts = mail.text.split('\n\n---\n\n');
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      expect(part).toContain('Ferme du Bocage');
      expect(part).toContain('https://farm.example/login');
    }
  });
});
