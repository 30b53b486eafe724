import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminContext, type RaThemeOptions } from 'react-admin';
import { PublicNotFoundPage } from '../../custom-pages/status/NotFoundPage';
import { i18nProvider } from '../../providers/i18nProvider';
import { isLoggedIn } from '../../providers/session';
import { isKnownPath } from '../knownPaths';

/**
 * "anything else: not-found page" (route table) for signed-out visitors too: react-admin sends every
 * path it does not serve publicly to Sign In, so a path the app does not know at all is answered here,
 * before the admin, with the public not-found page. Signed in, the admin's own catch-all answers.
 */
export const SignedOutUnknownPath = ({
  theme,
  children,
}: {
  theme: RaThemeOptions;
  children: ReactNode;
}) => {
  const { pathname } = useLocation();
  if (isKnownPath(pathname) || isLoggedIn()) return <>{children}</>;
  return (
    <AdminContext i18nProvider={i18nProvider} theme={theme}>
      <PublicNotFoundPage />
    </AdminContext>
  );
};
