import { describe, expect, it } from 'vitest';
import { isEmailAddress, mailboxKey } from './email-address.js';

describe('isEmailAddress', () => {
  it.each([
    'lea.martin@exemple.fr',
    'Lea.Martin@Exemple.FR',
    "o'brien@exemple.fr",
    'lea+devis@exemple.fr',
    'a_b-c@sous.domaine.exemple.com',
    'contact@xn--exemple-9ua.fr',
    'x@exemple.xn--p1ai',
  ])('accepts one address: %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'victim@example.com,other',
    'victim@example.com,other@example.com',
    'a@b.c;d@e.f',
    'a@b.fr;d@e.fr',
    'lea martin@exemple.fr',
    'lea@exemple.fr other@exemple.fr',
    'Léa <lea@exemple.fr>',
    '<lea@exemple.fr>',
    '"Léa" lea@exemple.fr',
    '"lea"@exemple.fr',
    'lea@exemple.fr (Léa)',
    'lea@[192.0.2.1]',
    'lea@exemple',
    'lea@exemple.f',
    'lea@exemple.fr.',
    'lea@-exemple.fr',
    'lea@exemple..fr',
    '.lea@exemple.fr',
    'lea.@exemple.fr',
    'le..a@exemple.fr',
    'lea@@exemple.fr',
    'lea@exemple.fr@autre.fr',
    'léa@exemple.fr',
    'lea@exemple.fr\r\nBcc: autre@exemple.fr',
    'pas-un-email',
    '',
    `${'a'.repeat(65)}@exemple.fr`,
    `a@${'b'.repeat(250)}.fr`,
  ])('refuses %j', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});

describe('mailboxKey', () => {
  it('counts one mailbox whatever the case or the +tag', () => {
    const key = mailboxKey('lea.martin@exemple.fr');
    expect(mailboxKey('Lea.Martin@EXEMPLE.fr')).toBe(key);
    expect(mailboxKey('lea.martin+devis@exemple.fr')).toBe(key);
    expect(mailboxKey('LEA.MARTIN+a+b@Exemple.FR')).toBe(key);
    expect(mailboxKey('lea.martin@exemple.com')).not.toBe(key);
    expect(mailboxKey('leamartin@exemple.fr')).not.toBe(key);
  });

  it('counts Gmail’s addresses as Gmail delivers them: dots ignored, googlemail.com as gmail.com', () => {
    const key = mailboxKey('jdoe@gmail.com');
    expect(key).toBe('jdoe@gmail.com');
    for (const address of ['J.Doe+x@GoogleMail.com', 'j.d.o.e@gmail.com', 'JDOE@GMAIL.COM', 'j.doe+a.b@googlemail.com'])
      expect(mailboxKey(address), address).toBe(key);
    // Elsewhere a dot is part of the mailbox's name, and a domain merely ending like Gmail's is another one.
    expect(mailboxKey('j.doe@exemple.fr')).toBe('j.doe@exemple.fr');
    expect(mailboxKey('j.doe@exemple.fr')).not.toBe(mailboxKey('jdoe@exemple.fr'));
    expect(mailboxKey('j.doe@notgmail.com')).toBe('j.doe@notgmail.com');
    expect(mailboxKey('j.doe@gmail.com.exemple.fr')).toBe('j.doe@gmail.com.exemple.fr');
  });
});
