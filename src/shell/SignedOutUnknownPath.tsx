import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { AdminContext, type RaThemeOptions } from 'react-admin';
import { PublicNotFoundPage } from '../../custom-pages/status/NotFoundPage';
import { i18nProvider } from '../../providers/i18nProvider';
import { isLoggedIn } from '../../providers/session';

/**
 * "anything else: not-found page" (route table) for signed-out visitors too: react-admin sends every
 * path it does not serve publicly to Sign In, so a path the app does not know at all is answered here,
 * before the admin, with the public not-found page. Signed in, the admin's own catch-all answers.
 */
export const SignedOutUnknownPath = ({
  knownPaths,
  theme,
  children,
}: {
  knownPaths: string[];
  theme: RaThemeOptions;
  children: ReactNode;
}) => {
  const { pathname } = useLocation();
  const isKnown = knownPaths.some((path) => matchPath({ path, end: true }, pathname));
  if (isKnown || isLoggedIn()) return <>{children}</>;
  return (
    <AdminContext i18nProvider={i18nProvider} theme={theme}>
      <PublicNotFoundPage />
    </AdminContext>
  );
};
