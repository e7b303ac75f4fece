// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PhoneField } from '@/components/ui/phone-field';
import { i18n, loadLanguage } from '@/lib/i18n';

beforeAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  // The phone mask (@react-input) follows the caret on a timer while its input has the focus, until it loses it.
  (document.activeElement as HTMLElement | null)?.blur();
  cleanup();
});

let latestValue = '';

function Field() {
  const [value, setValue] = useState('');
  latestValue = value;
  return <PhoneField label="Phone" value={value} onChange={setValue} />;
}

function renderFocusedField() {
  render(<Field />);
  const input = screen.getByTestId('phone-input') as HTMLInputElement;
  input.focus();
  return input;
}

/** Keystrokes as a busy phone delivers them: one after another in a single task, with no timer or redraw between. */
function typeBackToBack(input: HTMLInputElement, digits: string) {
  act(() => {
    for (const digit of digits) {
      input.value = `${input.value}${digit}`;
      input.setSelectionRange(input.value.length, input.value.length);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: digit }));
    }
  });
}

describe('the phone field', () => {
  it('keeps every digit of keystrokes delivered back to back', () => {
    const input = renderFocusedField();
    typeBackToBack(input, '901234567');
    expect(input.value).toBe('+998(90) 123-45-67');
    expect(latestValue).toBe('998901234567');
  });

  it('reads a number typed back to back with its dial code, and drops a digit too many of any other', () => {
    const input = renderFocusedField();
    typeBackToBack(input, '998901234567');
    expect(input.value).toBe('+998(90) 123-45-67');
    typeBackToBack(input, '8');
    expect(input.value).toBe('+998(90) 123-45-67');
    expect(latestValue).toBe('998901234567');
  });
});
