import { messages } from '@qabul/contract/messages';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage, MESSAGES_NS, translateMessage } from '@/lib/i18n';

describe("the contract's messages, one language at a time", () => {
  it("loads exactly the contract's messages of the language asked for", async () => {
    await loadLanguage('ru');
    expect(i18n.getResourceBundle('ru', MESSAGES_NS)).toEqual(messages.ru);
    expect(i18n.hasResourceBundle('en', MESSAGES_NS)).toBe(false);
    await i18n.changeLanguage('ru');
    expect(translateMessage('incorrect_login')).toBe(messages.ru.incorrect_login);
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    expect(translateMessage('phone_invalid')).toBe('Enter the full, valid phone number');
    expect(translateMessage('no such key')).toBe('no such key');
  });
});
