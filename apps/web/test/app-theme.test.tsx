// @vitest-environment jsdom
import { Box, Button, CssBaseline, TextField, ThemeProvider } from '@mui/material';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { styleCache } from '@/app/style-cache';
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

it('writes no legacy vendor prefixes, only the -webkit-user-select that Safari needs', () => {
  render(
    <AppProvider muiTexts={enMaterial}>
      <Button>Send</Button>
      <Box sx={{ display: 'flex', alignItems: 'center', userSelect: 'none' }}>row</Box>
    </AppProvider>,
  );
  expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  // The app's own cache's style elements: the tests above drew with MUI's default cache.
  const css = styleCache.sheet.tags.map((tag) => tag.textContent ?? '').join('\n');
  expect(css).toMatch(/display:\s*flex/);
  // What stylis' prefixer added: MUI writes the few prefixes it needs itself (-moz-appearance, -webkit-tap-…).
  expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-(?:flex|align-items|justify-content)|-moz-user-select/);
  expect(css).toMatch(/-webkit-user-select:\s*none;\s*user-select:\s*none/);
});

it('is a theme without CSS variables, which the build leaves out of MUI (vite.config.ts)', () => {
  const theme = createAppTheme(enMaterial);
  // ThemeProvider draws a theme with colour schemes through MUI's CSS-variables provider.
  expect('colorSchemes' in theme).toBe(false);
  expect('vars' in theme && theme.vars).toBeFalsy();
});
