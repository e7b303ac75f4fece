// @vitest-environment jsdom
import { REMARK_MAX_LENGTH, ZRejectRequest } from '@qabul/contract/admin-application';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RemarkBox } from '@/features/review/components/remark-box';
import { i18n, loadLanguage } from '@/lib/i18n';

beforeAll(async () => {
  await loadLanguage('en');
  await loadLanguage('uz');
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderBox() {
  const onChange = vi.fn();
  render(<RemarkBox field="pinfl" initial="" onChange={onChange} />);
  const input = screen.getByTestId('remark-input-pinfl') as HTMLTextAreaElement;
  return { input, onChange };
}

describe("the reviewer's remark box", { timeout: 30_000 }, () => {
  it('takes as many characters as the server does', () => {
    expect(REMARK_MAX_LENGTH).toBe(1000);
    expect(ZRejectRequest.safeParse({ reviews: { pinfl: 'x'.repeat(REMARK_MAX_LENGTH) } }).success).toBe(true);
    expect(ZRejectRequest.safeParse({ reviews: { pinfl: 'x'.repeat(REMARK_MAX_LENGTH + 1) } }).success).toBe(false);
  });

  it('names the limit before any typing and counts the characters as they are typed', async () => {
    const { input } = renderBox();
    expect(input.placeholder).toBe('What the applicant must correct (up to 1000 characters)');
    expect(screen.queryByTestId('remark-counter-pinfl')).toBeNull();
    await userEvent.type(input, 'Wrong PINFL');
    expect(screen.getByTestId('remark-counter-pinfl').textContent).toBe('11 / 1000');
    expect(screen.getByTestId('remark-notice-pinfl').textContent).toBe('');
  });

  it('says so when a paste was cut at the limit, and keeps the first 1000 characters', async () => {
    const { input, onChange } = renderBox();
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(3000));
    expect(input.value).toHaveLength(REMARK_MAX_LENGTH);
    expect(onChange).toHaveBeenLastCalledWith('pinfl', 'a'.repeat(REMARK_MAX_LENGTH));
    expect(screen.getByTestId('remark-counter-pinfl').textContent).toBe('1000 / 1000');
    expect(screen.getByRole('alert').textContent).toBe(
      'The text is too long: only the first 1000 characters were kept',
    );
    // Shortened below the limit, the notice goes; the counter stays.
    await userEvent.type(input, '{Backspace}');
    expect(screen.getByTestId('remark-counter-pinfl').textContent).toBe('999 / 1000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when typing has reached the limit, in Uzbek too', async () => {
    await i18n.changeLanguage('uz');
    try {
      const { input } = renderBox();
      await userEvent.click(input);
      await userEvent.paste('b'.repeat(REMARK_MAX_LENGTH - 1));
      expect(screen.queryByRole('alert')).toBeNull();
      await userEvent.type(input, 'cd');
      expect(input.value).toHaveLength(REMARK_MAX_LENGTH);
      expect(screen.getByTestId('remark-counter-pinfl').textContent).toBe('1000 / 1000');
      expect(screen.getByTestId('remark-notice-pinfl').textContent).toBe('Izoh uzunligi chegarasiga yetdi');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
