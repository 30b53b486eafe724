import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in Zabuni's colours, at the spec's breakpoints. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b5e3c' },
    secondary: { main: '#1a3d6d' },
  },
  breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } },
  // Wide enough for the longest menu labels ('Annual procurement plans') in both languages.
  sidebar: { width: 280, closedWidth: 55 },
};
