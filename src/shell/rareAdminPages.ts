/**
 * react-admin's pages for what seldom happens (access denied, a failed sign-in callback, an error
 * outside a page), loaded when one is shown: each draws react-admin's <Title>, whose title a user can
 * rename in place and which brings MUI's TextField with it (issue 42: the admin home's first load).
 */
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
