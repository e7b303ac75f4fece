import type { Localization } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/**
 * MUI's inputs learn of a browser's autofill from a CSS animation (InputBase's `onAnimationStart`), and by default
 * each input adds the two keyframes again in a style sheet of its own: the application form's inputs made 32 sheets,
 * and each new one had Chromium recompute the style of the whole page while the sections appeared. The theme turns
 * that off (`disableInjectingGlobalStyles`) and gives the keyframes and the animation, as InputBase's, once.
 */
const AUTOFILL_DETECTION = `
@keyframes mui-auto-fill { from { animation-name: mui-auto-fill; } }
@keyframes mui-auto-fill-cancel { from { animation-name: mui-auto-fill-cancel; } }
.MuiInputBase-input { animation-name: mui-auto-fill-cancel; animation-duration: 10ms; }
.MuiInputBase-input:-webkit-autofill { animation-name: mui-auto-fill; animation-duration: 5000s; }
`;

/** The MUI theme; `texts` puts MUI's own component texts in the interface language (locales/mui/material.ts). */
export function createAppTheme(texts: Localization) {
  return createTheme(
    {
      palette: {
        primary: { main: '#0d47a1' },
        secondary: { main: '#00897b' },
        background: { default: '#f4f6fa' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiTextField: { defaultProps: { size: 'medium' } },
        MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
        // A read-only field (a submitted application, spec §4) is tinted, so it does not look like one to type in.
        MuiOutlinedInput: {
          styleOverrides: {
            root: ({ theme }) => ({ '&.MuiInputBase-readOnly': { backgroundColor: theme.palette.action.hover } }),
          },
        },
        MuiCssBaseline: { styleOverrides: AUTOFILL_DETECTION },
      },
    },
    texts,
  );
}
