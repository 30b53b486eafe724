import type { CurrentUser } from '../contract/users';

/**
 * Where a user goes after signing in (public-onboarding-area.md section 4, Login). Null means the user
 * type may not use this application and is logged out again.
 */
export function postLoginRoute(user: CurrentUser): string | null {
  switch (user.userTypeEnum) {
    case 'SUBSCRIBER':
    case 'TENDERER':
      return '/tenderer_registration';
    case 'PPRA':
      return '/landing';
    case 'PROCURING_ENTITY':
      if (!user.institutionUpdated) return '/institution/edit-intitution-details';
      return user.firstLogin ? '/settings/departments' : '/landing';
    default:
      return null;
  }
}
