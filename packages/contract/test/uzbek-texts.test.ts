import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';

/** A letter, then another mark than the ASCII apostrophe for oʻ, gʻ or the tutuq belgisi, then a letter. */
const OTHER_APOSTROPHE = /\p{L}[\u2018\u2019\u02BB\u02BC`]\p{L}/u;
/** Texts that list the marks an answer may use, so they name every one of them. */
const LISTS_THE_MARKS = new Set(['name_latin_upper']);

describe('Uzbek texts', () => {
  // docs/decisions/0036-ascii-apostrophe.md
  it('write oʻ, gʻ and the tutuq belgisi with the ASCII apostrophe, as most of them do', () => {
    const messageTexts = Object.entries(messages.uz).filter(([key]) => !LISTS_THE_MARKS.has(key));
    const webFolder = path.resolve(import.meta.dirname, '../../../apps/web/src/locales/uz');
    const webTexts = readdirSync(webFolder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, readFileSync(path.join(webFolder, file), 'utf8')] as const);
    const mixed = [...messageTexts, ...webTexts].filter(([, text]) => OTHER_APOSTROPHE.test(text)).map(([key]) => key);
    expect(mixed).toEqual([]);
    expect(messageTexts.length).toBeGreaterThan(100);
    expect(webTexts.length).toBeGreaterThan(5);
  });
});
