// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { areaTexts, i18n, loadLanguage, loadStoredLanguage, MESSAGES_NS, namespaceTexts, staffTexts } from '@/lib/i18n';

const loaded = (namespace: string) => i18n.hasResourceBundle('uz', namespace);

describe('interface texts come in parts (src/locales/namespaces.ts)', () => {
  it('the guest pages, then the areas, then the staff area each load their own', async () => {
    await loadStoredLanguage();
    expect(['common', 'auth'].map(loaded)).toEqual([true, true]);
    expect(['application', 'home', MESSAGES_NS, 'review'].map(loaded)).toEqual([false, false, false, false]);

    await areaTexts.get();
    expect(['application', 'home', 'appeal', 'exams', MESSAGES_NS].map(loaded)).toEqual([true, true, true, true, true]);
    expect(['review', 'catalogues', 'sms'].map(loaded)).toEqual([false, false, false]);

    await staffTexts.get();
    expect(['review', 'catalogues', 'sms'].map(loaded)).toEqual([true, true, true]);
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(false);
  });
});

describe("namespaceTexts: a namespace's t without a subscription, for the form's components", () => {
  it('translates in the language shown when it is called, and keys it does not know stay keys', async () => {
    await Promise.all([loadLanguage('uz'), loadLanguage('en')]);
    const t = namespaceTexts('application');
    await i18n.changeLanguage('en');
    const english = t('sections.personal');
    await i18n.changeLanguage('uz');
    const uzbek = t('sections.personal');
    expect(english).toBe(i18n.getFixedT('en', 'application')('sections.personal'));
    expect(uzbek).toBe(i18n.getFixedT('uz', 'application')('sections.personal'));
    expect(english).not.toBe(uzbek);
    expect(english).not.toBe('sections.personal');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
