import { describe, expect, it } from 'vitest';
import { checkForm, isOneLine, loose, ONE_LINE_MESSAGE, oneLine, sized, text } from './form-fields.js';

/** Every character a one-line field refuses, by kind. */
const BREAKING = {
  'line feed': '\n',
  'carriage return': '\r',
  tab: '\t',
  NUL: '\u0000',
  escape: '\u001B',
  'last C0': '\u001F',
  DEL: '\u007F',
  'first C1': '\u0080',
  'next line (C1)': '\u0085',
  'last C1': '\u009F',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
};

describe('isOneLine', () => {
  it.each(Object.entries(BREAKING))('refuses a %s, wherever it is', (_, character) => {
    for (const value of [`Léa${character}Martin`, `${character}Léa`, `Léa${character}`])
      expect(isOneLine(value), JSON.stringify(value)).toBe(false);
  });

  it('accepts what people type on one line: accents, spaces of every kind, punctuation, other scripts', () => {
    for (const value of ['', 'Léa Martin-Dupont', "O'Brien", '85\u00a0000 km', '12\u202f000', 'ب 12345', '🚗 Clio'])
      expect(isOneLine(value), value).toBe(true);
  });
});

describe('oneLine', () => {
  const form = loose({
    name: oneLine(sized('Nom', 2, 10, 'Indiquez votre nom.', 'Trop long.')),
    notes: text('Notes', 100),
  });

  it('refuses the field with its own message before the field’s rules, and leaves the others alone', () => {
    expect(checkForm(form, { name: 'Léa\r\nBcc: x@y.fr', notes: 'Un\nDeux' })).toEqual({
      ok: false,
      problems: [{ field: 'name', message: ONE_LINE_MESSAGE }],
    });
    // Even what the field would have dropped or trimmed away: the value is refused, not cleaned.
    for (const name of ['Léa\u0000', 'Léa\n', '\tLéa'])
      expect(checkForm(form, { name }), JSON.stringify(name)).toMatchObject({
        problems: [{ field: 'name', message: ONE_LINE_MESSAGE }],
      });
  });

  it('lets the field read anything else as before: missing, too long, numbers, a multi-line neighbour', () => {
    expect(checkForm(form, {})).toEqual({ ok: false, problems: [{ field: 'name', message: 'Indiquez votre nom.' }] });
    expect(checkForm(form, { name: 'x'.repeat(11) })).toMatchObject({ problems: [{ message: 'Trop long.' }] });
    expect(checkForm(form, { name: 42 })).toEqual({ ok: true, fields: { name: '42', notes: '' } });
    expect(checkForm(form, { name: ' Léa ', notes: 'Un\nDeux' })).toEqual({
      ok: true,
      fields: { name: 'Léa', notes: 'Un\nDeux' },
    });
  });
});
