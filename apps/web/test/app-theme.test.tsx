// @vitest-environment jsdom
import { CssBaseline, TextField, ThemeProvider } from '@mui/material';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createAppTheme } from '@/app/theme';
import { enMaterial } from '@/locales/mui/en';

afterEach(cleanup);

const FIELDS = ['lastName', 'firstName', 'middleName', 'pinfl', 'passportNumber', 'school'];

function Form() {
  return (
    <ThemeProvider theme={createAppTheme(enMaterial)}>
      <CssBaseline />
      {FIELDS.map((name) => (
        <TextField key={name} label={name} name={name} />
      ))}
    </ThemeProvider>
  );
}

/** The CSS of every style element on the page. */
const pageCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

it('defines the autofill keyframes once for the page, not once per input', () => {
  render(<Form />);
  expect(screen.getAllByRole('textbox')).toHaveLength(FIELDS.length);
  const css = pageCss();
  expect(css.match(/@keyframes mui-auto-fill\s*\{/g)).toHaveLength(1);
  expect(css.match(/@keyframes mui-auto-fill-cancel\s*\{/g)).toHaveLength(1);
  expect(css).toMatch(/\.MuiInputBase-input:-webkit-autofill\s*\{[^}]*animation-name:\s*mui-auto-fill;/);
  expect(css).toMatch(/\.MuiInputBase-input\s*\{[^}]*animation-name:\s*mui-auto-fill-cancel;/);
});

it("still learns of the browser's autofill: the label moves up out of the filled value's way", () => {
  render(<Form />);
  const input = screen.getByRole('textbox', { name: 'pinfl' });
  expect(input.classList.contains('MuiInputBase-input')).toBe(true);
  const label = document.querySelector(`label[for="${input.id}"]`);
  expect(label?.getAttribute('data-shrink')).toBe('false');
  // jsdom has no AnimationEvent, and React then listens for the prefixed name; Chromium sends `animationstart`.
  const autofill = new Event('webkitAnimationStart', { bubbles: true });
  Object.defineProperty(autofill, 'animationName', { value: 'mui-auto-fill' });
  act(() => {
    input.dispatchEvent(autofill);
  });
  expect(label?.getAttribute('data-shrink')).toBe('true');
});
