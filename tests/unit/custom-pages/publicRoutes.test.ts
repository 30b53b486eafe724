import { describe, expect, it } from 'vitest';
import { preloadPublicPage } from '../../../custom-pages/publicRoutes';
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
