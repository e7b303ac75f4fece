import { describe, expect, it } from 'vitest';
import { ZPersonName } from '../src/application/fields';
import { ZApplicationDraft } from '../src/application/submit';
import { ZMemberCreateInput } from '../src/catalogue';
import { ZNames, ZPageQuery } from '../src/primitives';
import { APOSTROPHE_VARIANTS, normalizeApostrophes } from '../src/text';

// Each variant spelled by its code point, so an editor or formatter cannot silently turn one into another.
const VARIANTS = {
  'U+0027 apostrophe': '\u0027',
  'U+0060 grave accent': '\u0060',
  'U+00B4 acute accent': '\u00B4',
  'U+2018 left quotation mark': '\u2018',
  'U+2019 right quotation mark': '\u2019',
  'U+02BB modifier turned comma (oʻ, gʻ)': '\u02BB',
  'U+02BC modifier apostrophe (tutuq belgisi)': '\u02BC',
};

describe('normalizeApostrophes', () => {
  it('covers exactly the listed variants', () => {
    expect([...APOSTROPHE_VARIANTS].sort()).toEqual(Object.values(VARIANTS).sort());
  });

  it.each(Object.entries(VARIANTS))('turns %s into the ASCII apostrophe', (_, char) => {
    expect(normalizeApostrophes(`Farg${char}ona`)).toBe("Farg'ona");
    expect(normalizeApostrophes(`O${char}ROLOV`)).toBe("O'ROLOV");
  });

  it('leaves other text alone, quotes included', () => {
    expect(normalizeApostrophes('Toshkent "City" (markaz), Ташкент')).toBe('Toshkent "City" (markaz), Ташкент');
  });

  it('replaces every apostrophe of a text', () => {
    expect(normalizeApostrophes('O\u2018zbekiston Respublikasi, G\u02BBalla\u02BCorol')).toBe(
      "O'zbekiston Respublikasi, G'alla'orol",
    );
  });
});

describe('schemas that store or search names', () => {
  it.each(Object.entries(VARIANTS))('catalogue names store %s as the ASCII apostrophe', (_, char) => {
    expect(ZNames.parse({ uz: ` Farg${char}ona `, ru: `Фергана`, en: `Farg${char}ona` })).toEqual({
      uz: "Farg'ona",
      ru: 'Фергана',
      en: "Farg'ona",
    });
  });

  it.each(Object.entries(VARIANTS))('the list search term with %s searches for the ASCII apostrophe', (_, char) => {
    expect(ZPageQuery.parse({ name: `O${char}zbek ` }).name).toBe("O'zbek");
  });

  it.each(Object.entries(VARIANTS))(
    'a passport name with %s is accepted and stored with the ASCII apostrophe',
    (_, char) => {
      expect(ZPersonName.parse(`O${char}ROLOV`)).toBe("O'ROLOV");
      expect(ZPersonName.parse(`BAXTIYOR O${char}G${char}LI`)).toBe("BAXTIYOR O'G'LI");
    },
  );

  it('an address and the other free texts of the form store the canonical apostrophe', () => {
    const draft = ZApplicationDraft.parse({
      addressLine: 'Farg\u02BBona sh., Mustaqillik ko\u2019chasi 5',
      schoolName: 'O\u2018zbekiston Milliy universiteti',
    });
    expect(draft).toMatchObject({
      addressLine: "Farg'ona sh., Mustaqillik ko'chasi 5",
      schoolName: "O'zbekiston Milliy universiteti",
    });
  });

  it('member names store the canonical apostrophe', () => {
    const member = ZMemberCreateInput.parse({
      firstName: 'G\u02BBulom',
      lastName: 'O\u2019rolov',
      middleName: 'Ne\u02BCmat',
      phone: '998901234567',
      role: 'ADMIN_VERIFIER',
      password: 'long-enough',
      passwordConfirmation: 'long-enough',
    });
    expect(member).toMatchObject({ firstName: "G'ulom", lastName: "O'rolov", middleName: "Ne'mat" });
  });
});
