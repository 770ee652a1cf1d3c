import type { ThemeOptions } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/**
 * react-admin's light and dark themes with colours that meet WCAG AA contrast (4.5:1) on the surfaces they
 * are drawn on: axe-core flagged the default blue on white and white on the light-blue app bar. The app
 * follows the system's `prefers-color-scheme` (react-admin picks the dark theme when the system asks for
 * it and nobody chose one with the app bar's toggle).
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** What both modes share: no animations on request, named spinners, a skip link one can see. */
function common(base: ThemeOptions, skip: { background: string; text: string; outline: string }): ThemeOptions {
  return {
    ...base,
    // No animations for people who asked their system for less motion.
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
    components: {
      ...base.components,
      // Every spinner and progress bar has a name (react-admin's loading indicators have none: axe aria-progressbar-name).
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
      // react-admin draws its "Skip to content" link white on the page's near-white background; here it
      // is the primary colour's pair, with an outline, whenever it has the focus.
      RaSkipNavigationButton: {
        styleOverrides: {
          root: {
            backgroundColor: skip.background,
            color: skip.text,
            '&:hover, &:focus, &:focus-visible': { backgroundColor: skip.background, color: skip.text, opacity: 1 },
            '&:focus-visible': { outline: `3px solid ${skip.outline}`, outlineOffset: 2 },
          },
        },
      },
    } as ThemeOptions['components'],
  };
}

export const lightTheme: ThemeOptions = {
  ...common(defaultLightTheme, { background: '#0d47a1', text: '#ffffff', outline: '#0d47a1' }),
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#0d47a1' },
    secondary: { main: '#283593' },
    error: { main: '#b71c1c' },
    success: { main: '#1b5e20' },
    info: { main: '#01579b' },
    warning: { main: '#8a4b00' },
  },
};

/**
 * Dark: light tints on a near-black page, each at least 4.5:1 against the page (#121212), the papers
 * MUI lightens with elevation and react-admin's form toolbar (#424242, where a red #ff8a80 Delete
 * measured 4.4:1); text on filled buttons is dark.
 */
export const darkTheme: ThemeOptions = {
  ...common(defaultDarkTheme, { background: '#90caf9', text: '#0b1f33', outline: '#90caf9' }),
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    background: { default: '#121212', paper: '#1e1e1e' },
    primary: { main: '#90caf9', contrastText: '#0b1f33' },
    secondary: { main: '#c5cae9', contrastText: '#0b1f33' },
    error: { main: '#ffb4ab', contrastText: '#1a0000' },
    success: { main: '#81c784', contrastText: '#0b1f0c' },
    info: { main: '#81d4fa', contrastText: '#0b1f33' },
    warning: { main: '#ffb74d', contrastText: '#1f1300' },
  },
};
