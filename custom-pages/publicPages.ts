import type { ComponentType } from 'react';
import { matchesPath } from '../contract/prerenderedPages';

/**
 * The public onboarding and token-link pages: each path, the chunk of the page that shows it and the
 * page's props, from which publicRoutes.tsx makes the routes.
 */
export interface PublicPage<P = never> {
  path: string;
  load: () => Promise<ComponentType<P>>;
  props: P;
}

/** One entry, its props checked against its page's. */
const entry = <P extends object>(
  path: string,
  load: () => Promise<ComponentType<P>>,
  props: P,
): PublicPage<P> => ({ path, load, props });

const registerPage = () => import('./onboarding/RegisterPage').then((m) => m.RegisterPage);
const otpVerifyPage = () => import('./onboarding/OtpVerifyPage').then((m) => m.OtpVerifyPage);
const createPasswordPage = () =>
  import('./onboarding/CreatePasswordPage').then((m) => m.CreatePasswordPage);
const resetPasswordPage = () =>
  import('./onboarding/ResetPasswordPage').then((m) => m.ResetPasswordPage);
const forgotPasswordPage = () =>
  import('./onboarding/ForgotPasswordPage').then((m) => m.ForgotPasswordPage);
const profileRequestPage = () =>
  import('./token-links/ProfileRequestPage').then((m) => m.ProfileRequestPage);
const emailVerifyPage = () =>
  import('./token-links/EmailVerifyPage').then((m) => m.EmailVerifyPage);
const bidChangePage = () => import('./token-links/BidChangePage').then((m) => m.BidChangePage);
const manufacturerInvitationPage = () =>
  import('./token-links/ManufacturerInvitationPage').then((m) => m.ManufacturerInvitationPage);
const manufacturerRedirectPage = () =>
  import('./token-links/ManufacturerRedirectPage').then((m) => m.ManufacturerRedirectPage);
const openDataPage = () => import('./open-data/OpenDataPage').then((m) => m.OpenDataPage);

/** Routes that work without signing in, in the order the router tries them. */
export const publicPages = [
  entry('/register', registerPage, {}),
  entry('/forgot-password', forgotPasswordPage, {}),
  entry('/otp-verify/:token/:phone/:email', otpVerifyPage, {}),
  entry('/create-password/:token', createPasswordPage, {}),
  entry('/reset-password/:token', resetPasswordPage, {}),
  entry('/accept-profile/:token', profileRequestPage, { decision: 'accept' }),
  entry('/reject-profile/:token', profileRequestPage, { decision: 'reject' }),
  entry('/verify/email/:token', emailVerifyPage, {}),
  entry('/bid-withdraw/approve/:token', bidChangePage, { kind: 'withdraw', action: 'APPROVE' }),
  entry('/bid-withdraw/reject/:token', bidChangePage, { kind: 'withdraw', action: 'REJECT' }),
  entry('/bid-modification/approve/:token', bidChangePage, {
    kind: 'modification',
    action: 'APPROVE',
  }),
  entry('/bid-modification/reject/:token', bidChangePage, {
    kind: 'modification',
    action: 'REJECT',
  }),
  entry('/manufacturer-sor/:token', manufacturerInvitationPage, { variant: 'SOR' }),
  entry('/manufacturer-pe/:token', manufacturerInvitationPage, { variant: 'PE' }),
  entry('/manufacturer-redirect', manufacturerRedirectPage, {}),
  // Published annual procurement plans as open contracting data (OCDS).
  entry('/open-data', openDataPage, {}),
] as PublicPage<object>[];

/** The public page at an address path, if it is one. */
export const publicPageAt = (pathname: string) =>
  publicPages.find((page) => matchesPath(page.path, pathname));
