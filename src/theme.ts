import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The menu's width, open and closed; wide enough for the longest labels in both languages. */
export const sidebarWidth = { open: 280, closed: 55 };

/** react-admin's default theme in Zabuni's colours, at the spec's breakpoints. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b5e3c' },
    secondary: { main: '#1a3d6d' },
  },
  breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } },
  sidebar: { width: sidebarWidth.open, closedWidth: sidebarWidth.closed },
  components: {
    ...defaultTheme.components,
    // Forms as wide as their content needs, not the whole screen (inputs were ~1,100 px wide).
    RaSimpleForm: { styleOverrides: { root: { maxWidth: 760 } } },
  },
};
