/** Service user types and the role names the browser reads. */
export const serviceUserTypes = [
  'SUBSCRIBER',
  'TENDERER',
  'PPRA',
  'PROCURING_ENTITY',
  'MANUFACTURER',
  'EMBASSY',
] as const;
export type ServiceUserType = (typeof serviceUserTypes)[number];

export const RoleName = {
  superAdministrator: 'SUPER_ADMINISTRATOR',
  procurementOfficer: 'PROCUREMENT_OFFICER',
  headOfPmu: 'HEAD_OF_PMU',
  accountingOfficer: 'ACCOUNTING_OFFICER',
  lowerLevelAdministrator: 'LOWER_LEVEL_ADMINISTRATOR',
  /** Given by createInstitutionalAdmin: manages the roles and users of one institution. */
  institutionAdministrator: 'INSTITUTION_ADMINISTRATOR',
} as const;

/**
 * What a base role is called on screen, in English and Kiswahili (SUPER_ADMINISTRATOR is "Platform
 * administrator"). The roles table keeps them as its title columns, which lists show, search and sort
 * (server/db/schema/identity.ts); an institution's own role is titled by its name written as words.
 */
export const baseRoleTitles: Record<
  (typeof RoleName)[keyof typeof RoleName],
  { en: string; sw: string }
> = {
  SUPER_ADMINISTRATOR: { en: 'Platform administrator', sw: 'Msimamizi wa mfumo' },
  PROCUREMENT_OFFICER: { en: 'Procurement officer', sw: 'Afisa ununuzi' },
  HEAD_OF_PMU: {
    en: 'Head of procurement management unit',
    sw: 'Mkuu wa kitengo cha usimamizi wa ununuzi',
  },
  ACCOUNTING_OFFICER: { en: 'Accounting officer', sw: 'Afisa masuhuli' },
  INSTITUTION_ADMINISTRATOR: { en: 'Institution administrator', sw: 'Msimamizi wa taasisi' },
  LOWER_LEVEL_ADMINISTRATOR: { en: 'Lower-level administrator', sw: 'Msimamizi wa ngazi ya chini' },
};

/** What GET auth/role answers: the signed-in user and what they may do. */
export interface CurrentUser {
  uuid: string;
  email: string;
  phone: string | null;
  fullName: string;
  salutation: string | null;
  userTypeEnum: ServiceUserType;
  isInstitutionAdministrator: boolean;
  institutionRegComplete: boolean;
  institutionUpdated: boolean;
  firstLogin: boolean;
  /** The first-login signing wizard is done: the terms and conditions are signed. */
  hasSignedDocuments: boolean;
  rolesListStrings: string[];
  permissions: string[];
  procuringEntity: { uuid: string; name: string; isLowerLevel: boolean } | null;
  userDelegateProcuringEntityList: {
    procuringEntity: { uuid: string; name: string };
    deleted: boolean;
  }[];
  /** The user is in a department (the spec's hasDepartment flag), and which one. */
  hasDepartment: boolean;
  department: { uuid: string; name: string } | null;
}

/** What login and refresh answer. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  user: CurrentUser;
}
