import type { CurrentUser, TokenResponse } from '../../../contract/users';

/** Test-data builders: a realistic record, with what the test cares about overridden. */
export const buildCurrentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  uuid: '5f0c3c1e-8a7b-4f7e-9a34-0d2d8f2b6c11',
  email: 'officer@example.go.tz',
  phone: null,
  fullName: 'Asha Mwinyi',
  salutation: null,
  userTypeEnum: 'PPRA',
  isInstitutionAdministrator: false,
  institutionRegComplete: true,
  institutionUpdated: true,
  firstLogin: false,
  hasSignedDocuments: true,
  rolesListStrings: ['SUPER_ADMINISTRATOR'],
  permissions: ['billing.chargeType.read', 'billing.chargeType.write', 'billing.chargeType.delete'],
  procuringEntity: null,
  userDelegateProcuringEntityList: [],
  hasDepartment: false,
  department: null,
  ...overrides,
});

export const buildTokens = (overrides: Partial<TokenResponse> = {}): TokenResponse => ({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
  expires_in: 600,
  user: buildCurrentUser(),
  ...overrides,
});

export const buildChargeType = (overrides: Record<string, unknown> = {}) => ({
  uuid: 'b7c2b8e4-1d2a-4c55-9f6e-2a1f0c9d8e01',
  name: 'Tender document fee',
  unitOfMeasure: 'TZS',
  active: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'admin@example.go.tz',
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});
