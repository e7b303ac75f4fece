import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
