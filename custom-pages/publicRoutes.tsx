import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';

/**
 * The public onboarding and token-link pages of the route table, each its own lazy chunk: a person
 * opening an emailed link on a slow phone downloads that page, not the admin.
 */
const page = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  // One download for the early start and the route's own lazy load.
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed download is forgotten, so that the route's own load tries again.
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: await start() })),
    { preload: start },
  );
};

const RegisterPage = page(() => import('./onboarding/RegisterPage').then((m) => m.RegisterPage));
const OtpVerifyPage = page(() => import('./onboarding/OtpVerifyPage').then((m) => m.OtpVerifyPage));
const CreatePasswordPage = page(() =>
  import('./onboarding/CreatePasswordPage').then((m) => m.CreatePasswordPage),
);
const ResetPasswordPage = page(() =>
  import('./onboarding/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const ForgotPasswordPage = page(() =>
  import('./onboarding/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ProfileRequestPage = page(() =>
  import('./token-links/ProfileRequestPage').then((m) => m.ProfileRequestPage),
);
const EmailVerifyPage = page(() =>
  import('./token-links/EmailVerifyPage').then((m) => m.EmailVerifyPage),
);
const BidChangePage = page(() =>
  import('./token-links/BidChangePage').then((m) => m.BidChangePage),
);
const ManufacturerInvitationPage = page(() =>
  import('./token-links/ManufacturerInvitationPage').then((m) => m.ManufacturerInvitationPage),
);
const ManufacturerRedirectPage = page(() =>
  import('./token-links/ManufacturerRedirectPage').then((m) => m.ManufacturerRedirectPage),
);

const OpenDataPage = page(() => import('./open-data/OpenDataPage').then((m) => m.OpenDataPage));

const Loading = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress />
  </Box>
);

/** Each public path's page loader, for preloadPublicPage. */
const loaders: [path: string, preload: () => Promise<unknown>][] = [];

const lazyRoute = (
  path: string,
  element: ReactElement<unknown, ComponentType & { preload: () => Promise<unknown> }>,
) => {
  loaders.push([path, element.type.preload]);
  return (
    <Route key={path} path={path} element={<Suspense fallback={<Loading />}>{element}</Suspense>} />
  );
};

/** Routes that work without signing in. */
export const publicRoutes = [
  lazyRoute('/register', <RegisterPage />),
  lazyRoute('/forgot-password', <ForgotPasswordPage />),
  lazyRoute('/otp-verify/:token/:phone/:email', <OtpVerifyPage />),
  lazyRoute('/create-password/:token', <CreatePasswordPage />),
  lazyRoute('/reset-password/:token', <ResetPasswordPage />),
  lazyRoute('/accept-profile/:token', <ProfileRequestPage decision="accept" />),
  lazyRoute('/reject-profile/:token', <ProfileRequestPage decision="reject" />),
  lazyRoute('/verify/email/:token', <EmailVerifyPage />),
  lazyRoute('/bid-withdraw/approve/:token', <BidChangePage kind="withdraw" action="APPROVE" />),
  lazyRoute('/bid-withdraw/reject/:token', <BidChangePage kind="withdraw" action="REJECT" />),
  lazyRoute(
    '/bid-modification/approve/:token',
    <BidChangePage kind="modification" action="APPROVE" />,
  ),
  lazyRoute(
    '/bid-modification/reject/:token',
    <BidChangePage kind="modification" action="REJECT" />,
  ),
  lazyRoute('/manufacturer-sor/:token', <ManufacturerInvitationPage key="sor" variant="SOR" />),
  lazyRoute('/manufacturer-pe/:token', <ManufacturerInvitationPage key="pe" variant="PE" />),
  lazyRoute('/manufacturer-redirect', <ManufacturerRedirectPage />),
  // Published annual procurement plans as open contracting data (OCDS).
  lazyRoute('/open-data', <OpenDataPage />),
];

/** The paths of publicRoutes. */
export const publicPaths = publicRoutes.map((route) => String(route.props.path));

/**
 * Starts downloading the page of a public address at once, when the app's first script runs, rather
 * than when React first renders its route: on a slow phone the page's chunk arrives about one render
 * earlier, so its content (the largest paint) does too. Other addresses: nothing.
 */
export function preloadPublicPage(pathname: string): Promise<unknown> | undefined {
  const found = loaders.find(([path]) => matchPath({ path, end: true }, pathname));
  // A failure is the route's to report when it renders (it downloads again then).
  return found?.[1]().catch(() => undefined);
}
