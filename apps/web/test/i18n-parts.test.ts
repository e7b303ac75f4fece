// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { areaTexts, i18n, loadStoredLanguage, MESSAGES_NS, staffTexts } from '@/lib/i18n';

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
