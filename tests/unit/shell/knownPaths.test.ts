import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../src/AdminApp';
import { knownPaths, publicAppPaths } from '../../../src/knownPaths';
import { publicPaths } from '../../../custom-pages/publicRoutes';

/**
 * The first bundle decides "public page, admin, or not found" from src/knownPaths.ts without the
 * admin's code; this holds that list to the routes the admin really serves.
 */
describe('the known paths of the first bundle', () => {
  it('are exactly the public pages and every route and resource of the admin', () => {
    expect([...knownPaths].sort()).toEqual([...publicAppPaths, ...adminPaths].sort());
  });

  it('have no path twice, and the admin serves no public page', () => {
    expect(new Set(knownPaths).size).toBe(knownPaths.length);
    expect(adminPaths.filter((path) => publicAppPaths.includes(path))).toEqual([]);
  });

  it('serve Sign In and every public page without the admin', () => {
    expect(publicAppPaths).toEqual(
      expect.arrayContaining(['/login', '/register', '/create-password/:token']),
    );
    expect(publicAppPaths).toEqual(expect.arrayContaining(publicPaths));
  });
});
