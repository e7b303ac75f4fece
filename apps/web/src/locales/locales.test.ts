import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GRID_LOCALES } from './mui/grid-locales';
import { MATERIAL_LOCALES } from './mui/material';
import { uzDataGridTexts } from './mui/uz';

const LANGUAGES = ['uz', 'ru', 'en'] as const;
const root = path.dirname(fileURLToPath(import.meta.url));

type Tree = { [key: string]: string | Tree };

function namespaces(language: string): string[] {
  return readdirSync(path.join(root, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function load(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** Every leaf key as a dotted path; a non-string, non-object leaf is reported as invalid. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [full];
    if (value && typeof value === 'object' && !Array.isArray(value)) return leafKeys(value, full);
    return [`${full} (invalid value)`];
  });
}

const allNamespaces = [...new Set(LANGUAGES.flatMap(namespaces))].sort();

describe('locale files', () => {
  it('every language has the same namespace files', () => {
    for (const language of LANGUAGES) expect(namespaces(language), language).toEqual(allNamespaces);
  });

  describe.each(allNamespaces)('namespace %s', (namespace) => {
    const keys = Object.fromEntries(LANGUAGES.map((language) => [language, leafKeys(load(language, namespace))]));
    const union = [...new Set(Object.values(keys).flat())].sort();

    it.each(LANGUAGES)('%s has every key of the other languages', (language) => {
      const present = new Set(keys[language]);
      expect(union.filter((key) => !present.has(key))).toEqual([]);
    });

    it.each(LANGUAGES)('%s has no empty or invalid values', (language) => {
      const invalid = keys[language].filter((key) => key.endsWith('(invalid value)'));
      const empty = leafKeys(load(language, namespace)).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], load(language, namespace));
        return typeof value === 'string' && value.trim() === '';
      });
      expect([...invalid, ...empty]).toEqual([]);
    });
  });
});

/** A component text: a string, or what a text function gives for sample arguments. */
function sample(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return String(value({ from: 1, to: 10, count: 42, page: 2 }, 2, false));
  return '';
}

const CYRILLIC = /[\u0400-\u04FF]/;
const AUTOCOMPLETE_TEXTS = ['noOptionsText', 'openText', 'closeText', 'clearText', 'loadingText'] as const;
const PAGINATION_TEXTS = ['labelRowsPerPage', 'labelDisplayedRows', 'getItemAriaLabel'] as const;

describe('MUI and DataGrid texts', async () => {
  const materials = await Promise.all(LANGUAGES.map((language) => MATERIAL_LOCALES[language]()));
  const texts = Object.fromEntries(
    LANGUAGES.map((language, index) => {
      const components = materials[index].components ?? {};
      const grid = GRID_LOCALES[language] as Record<string, unknown>;
      const autocomplete = components.MuiAutocomplete?.defaultProps as Record<string, unknown>;
      const pagination = components.MuiTablePagination?.defaultProps as Record<string, unknown>;
      return [
        language,
        {
          ...Object.fromEntries(AUTOCOMPLETE_TEXTS.map((key) => [`autocomplete.${key}`, sample(autocomplete?.[key])])),
          ...Object.fromEntries(PAGINATION_TEXTS.map((key) => [`pagination.${key}`, sample(pagination?.[key])])),
          ...Object.fromEntries(Object.keys(uzDataGridTexts).map((key) => [`grid.${key}`, sample(grid[key])])),
        },
      ];
    }),
  ) as Record<(typeof LANGUAGES)[number], Record<string, string>>;

  it.each(LANGUAGES)('%s has every Autocomplete, pagination and DataGrid text', (language) => {
    const missing = Object.entries(texts[language]).filter(([, value]) => value.trim() === '');
    expect(missing.map(([key]) => key)).toEqual([]);
  });

  it('Uzbek and English texts contain no Russian', () => {
    for (const language of ['uz', 'en'] as const) {
      const russian = Object.entries(texts[language]).filter(([, value]) => CYRILLIC.test(value));
      expect(russian.map(([key]) => `${language} ${key}`)).toEqual([]);
    }
  });

  it('Uzbek texts are not the English ones', () => {
    const same = Object.keys(texts.uz).filter(
      (key) => texts.uz[key] === texts.en[key] && !['grid.filterPanelOperator'].includes(key),
    );
    expect(same).toEqual([]);
  });

  it('Russian has Russian texts for the Autocomplete and the pager', () => {
    for (const key of [...AUTOCOMPLETE_TEXTS.map((k) => `autocomplete.${k}`), 'pagination.labelRowsPerPage'])
      expect(texts.ru[key], key).toMatch(CYRILLIC);
  });
});
