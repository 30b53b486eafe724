import type { CurrentUser } from '../contract/users';
import { product } from './api';

/**
 * Where a user goes after signing in. Null means the user type may not use this application (a
 * manufacturer comes in through an invitation link only) and is logged out again.
 */
export function postLoginRoute(user: CurrentUser): string | null {
  switch (user.userTypeEnum) {
    case 'SUBSCRIBER':
    case 'TENDERER':
      return '/tenderer_registration';
    case 'PPRA':
      return '/landing';
    case 'EMBASSY':
      return `/${product}-embassys/dashboard`;
    case 'PROCURING_ENTITY':
      // Staff sign their key and the policies first (the signature wizard), then the rules below.
      if (!user.hasSignedDocuments) return '/pe-signature';
      if (!user.institutionUpdated) return '/institution/edit-intitution-details';
      return user.firstLogin ? '/settings/departments' : '/landing';
    default:
      return null;
  }
}

/**
 * Where the signature wizard sends the user once the terms are signed, with the message to show, if any.
 */
export function afterSigningRoute(user: {
  userTypeEnum: string;
  isInstitutionAdministrator: boolean;
  institutionRegComplete: boolean;
}): { route: string; message?: string } {
  if (user.userTypeEnum === 'EMBASSY') return { route: `/${product}-embassys/dashboard` };
  if (user.isInstitutionAdministrator && !user.institutionRegComplete) {
    return { route: '/pe-self-registration', message: 'zabuni.signature.updateInstitution' };
  }
  return { route: '/landing' };
}
