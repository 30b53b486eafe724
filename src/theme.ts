import { defaultTheme, type RaThemeOptions } from 'react-admin';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
    xxxl: true;
  }
}

/** The menu's width, open and closed; wide enough for the longest labels in both languages. */
export const sidebarWidth = { open: 280, closed: 55 };

/** react-admin's default theme in Zabuni's colours, at the spec's breakpoints. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b5e3c' },
    secondary: { main: '#1a3d6d' },
  },
  // The spec's six: 640, 768, 1024, 1280, 1536 and 1920 (xxl and xxxl declared below).
  breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, xxxl: 1920 } },
  sidebar: { width: sidebarWidth.open, closedWidth: sidebarWidth.closed },
  components: {
    ...defaultTheme.components,
    // Forms as wide as their content needs, not the whole screen (inputs were ~1,100 px wide).
    RaSimpleForm: { styleOverrides: { root: { maxWidth: 760 } } },
  },
};
