import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { CheckboxOwnerState, Theme } from '@mui/material';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
    xxxl: true;
  }
}

/** The menu's width, open and closed; wide enough for the longest labels in both languages. */
export const sidebarWidth = { open: 280, closed: 55 };

/**
 * Colours at WCAG AA contrast (4.5:1) for their text: MUI's default orange (#ed6c02) under white was
 * 3.11:1 on the "activation pending" chip, and its red 4.5:1 only on white, not on a grey toolbar.
 */
const palette = {
  primary: { main: '#0b5e3c' },
  secondary: { main: '#1a3d6d' },
  warning: { main: '#a84b00', contrastText: '#fff' },
  error: { main: '#b71c1c', contrastText: '#fff' },
};

/** A keyboard user sees where they are: a ring on whatever holds the focus, in every theme. */
const focusRing = { outline: '3px solid #1565c0', outlineOffset: 2 };

/** react-admin's default theme in Zabuni's colours, at the spec's breakpoints. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette,
  // The spec's six: 640, 768, 1024, 1280, 1536 and 1920 (xxl and xxxl declared below).
  breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, xxxl: 1920 } },
  sidebar: { width: sidebarWidth.open, closedWidth: sidebarWidth.closed },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: {
      styleOverrides: { 'a:focus-visible, [tabindex]:focus-visible': focusRing },
    },
    // MUI's adornment grey (action.active, 0.54) is 4.47:1 on a filled input; text.secondary passes.
    MuiInputAdornment: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }),
      },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    // react-admin labels its row checkboxes on the checkbox's <span>, where a label is not allowed
    // and does not name the <input>: the label moves to the input (axe: label, aria-prohibited-attr).
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (state: CheckboxOwnerState) =>
            state['aria-label'] ? { 'aria-label': undefined } : {},
          input: (state: CheckboxOwnerState) =>
            state['aria-label'] ? { 'aria-label': state['aria-label'] } : {},
        },
      },
    },
    // A list's bulk actions, while no row is chosen, are folded to no height, yet their buttons
    // stayed in the tab order (focus on an unseen button) and over the sort buttons of the table's
    // head (axe: target-size). Folded, they are hidden; a chosen row shows them.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    // Forms as wide as their content needs, not the whole screen (inputs were ~1,100 px wide).
    RaSimpleForm: { styleOverrides: { root: { maxWidth: 760 } } },
  },
};
