/**
 * react-admin's pages for what seldom happens (access denied, an authentication error, an error
 * outside a page, an identity provider's callback), loaded when one is shown: the first three draw
 * react-admin's <Title>, whose title a user can rename in place and which brings MUI's TextField
 * with it (issue 42: the admin home's first load).
 */
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
