import { describe, expect, it } from 'vitest';
import { canAccessResource } from '../../../src/composition/accessControl';
import { postLoginRoute } from '../../../providers/postLoginRoute';
import { buildCurrentUser } from '../support/builders';

describe('post-login routing (public-onboarding-area.md section 4)', () => {
  it.each([
    [{ userTypeEnum: 'SUBSCRIBER' as const }, '/tenderer_registration'],
    [{ userTypeEnum: 'TENDERER' as const }, '/tenderer_registration'],
    [{ userTypeEnum: 'PPRA' as const }, '/landing'],
    [
      { userTypeEnum: 'PROCURING_ENTITY' as const, institutionUpdated: true, firstLogin: false },
      '/landing',
    ],
    [
      { userTypeEnum: 'PROCURING_ENTITY' as const, institutionUpdated: true, firstLogin: true },
      '/settings/departments',
    ],
    [
      { userTypeEnum: 'PROCURING_ENTITY' as const, institutionUpdated: false, firstLogin: true },
      '/institution/edit-intitution-details',
    ],
    [{ userTypeEnum: 'PROCURING_ENTITY' as const, hasSignedDocuments: false }, '/pe-signature'],
    [{ userTypeEnum: 'EMBASSY' as const }, '/zabuni-embassys/dashboard'],
    [{ userTypeEnum: 'MANUFACTURER' as const }, null],
  ])('%o goes to %s', (overrides, route) => {
    expect(postLoginRoute(buildCurrentUser(overrides))).toBe(route);
  });
});

describe('resource access', () => {
  it('allows an action only with the permission the server checks for it', () => {
    const readOnly = { userTypeEnum: 'PROCURING_ENTITY', permissions: ['billing.chargeType.read'] };
    expect(canAccessResource(readOnly, 'charge-types', 'list')).toBe(true);
    expect(canAccessResource(readOnly, 'charge-types', 'create')).toBe(false);
    expect(canAccessResource(readOnly, 'charge-types', 'delete')).toBe(false);
    expect(canAccessResource(readOnly, 'unknown', 'list')).toBe(false);
  });

  it("gives tenderers their own registration sections and none of the staff's lists", () => {
    const tenderer = { userTypeEnum: 'TENDERER', permissions: [] };
    const subscriber = { userTypeEnum: 'SUBSCRIBER', permissions: [] };
    const staff = { userTypeEnum: 'PPRA', permissions: ['billing.chargeType.read'] };
    expect(canAccessResource(staff, 'tender-categories', 'list')).toBe(true);
    expect(canAccessResource(tenderer, 'tender-categories', 'list')).toBe(false);
    // Even holding the permission, a list is not a tenderer's.
    expect(
      canAccessResource({ ...tenderer, permissions: staff.permissions }, 'charge-types', 'list'),
    ).toBe(false);
    expect(canAccessResource(tenderer, 'statistics', 'list')).toBe(false);
    for (const action of ['list', 'create', 'edit', 'delete']) {
      expect(canAccessResource(tenderer, 'work-equipments', action)).toBe(true);
      expect(canAccessResource(subscriber, 'personnel-informations', action)).toBe(true);
    }
    expect(canAccessResource(staff, 'work-equipments', 'list')).toBe(false);
  });
});
