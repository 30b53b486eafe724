import { describe, expect, it } from 'vitest';
import { preloadPublicPage } from '../../../custom-pages/publicRoutes';
import { publicPageAt } from '../../../custom-pages/publicPages';
import { RegisterPage } from '../../../custom-pages/onboarding/RegisterPage';
import { ProfileRequestPage } from '../../../custom-pages/token-links/ProfileRequestPage';

describe('preloadPublicPage', () => {
  it('starts loading the page of a public address, the one its route renders', async () => {
    await expect(preloadPublicPage('/register')).resolves.toBe(RegisterPage);
    await expect(preloadPublicPage('/accept-profile/a-token')).resolves.toBe(ProfileRequestPage);
    await expect(preloadPublicPage('/reject-profile/a-token')).resolves.toBe(ProfileRequestPage);
  });

  it('loads nothing for Sign In, the admin or an unknown address', () => {
    expect(preloadPublicPage('/login')).toBeUndefined();
    expect(preloadPublicPage('/landing')).toBeUndefined();
    expect(preloadPublicPage('/accept-profile')).toBeUndefined();
  });
});

describe('publicPageAt', () => {
  it('matches an address as the router does: whole segments, any case, a trailing slash', () => {
    expect(publicPageAt('/verify/email/a-token')?.path).toBe('/verify/email/:token');
    expect(publicPageAt('/Register/')?.path).toBe('/register');
    expect(publicPageAt('/verify/email/a-token/more')).toBeUndefined();
    expect(publicPageAt('/verify/email/')).toBeUndefined();
  });
});
