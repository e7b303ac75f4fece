// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PhoneField } from '@/components/ui/phone-field';
import { i18n, loadLanguage } from '@/lib/i18n';

let stored = '';
function Field() {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      label="Phone"
      value={value}
      onChange={(digits) => {
        stored = digits;
        setValue(digits);
      }}
    />
  );
}

beforeAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  stored = '';
});

describe('the phone field', () => {
  it.each([
    ['the national number', '901234567'],
    ['the number with its dial code, as many type it', '998901234567'],
  ])('takes %s typed digit by digit', async (_, typed) => {
    render(<Field />);
    const input = screen.getByTestId('phone-input');
    await userEvent.type(input, typed);
    expect(input).toHaveProperty('value', '+998(90) 123-45-67');
    expect(stored).toBe('998901234567');
  });

  it('keeps a national number that begins like the dial code', async () => {
    render(<Field />);
    const input = screen.getByTestId('phone-input');
    await userEvent.type(input, '998123456');
    expect(input).toHaveProperty('value', '+998(99) 812-34-56');
    expect(stored).toBe('998998123456');
  });
});
