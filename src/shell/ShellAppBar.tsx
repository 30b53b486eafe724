import { useEffect, useState } from 'react';
import {
  AppBar,
  LocalesMenuButton,
  RefreshIconButton,
  TitlePortal,
  UserMenu,
  useGetIdentity,
} from 'react-admin';

/** Whether the page itself has an h1 (the home and module pages do; lists, forms and details not). */
function useHasPageHeading() {
  const [hasPageHeading, setHasPageHeading] = useState(false);
  useEffect(() => {
    const content = document.getElementById('main-content');
    if (!content) return;
    const update = () =>
      setHasPageHeading(!!content.querySelector('h1, [role="heading"][aria-level="1"]'));
    update();
    const observer = new MutationObserver(update);
    observer.observe(content, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return hasPageHeading;
}

/**
 * react-admin's app bar with the page title as the page's level-1 heading where the page has none of
 * its own (lists, forms, details), a user menu named by what it shows (the person's name, not
 * "Profile": axe label-content-name-mismatch), and no unnamed spinner: the layout's progress bar
 * already says the page is loading. The title stays one element (react-admin portals into it); only
 * its role changes.
 */
export const ShellAppBar = () => {
  const { identity } = useGetIdentity();
  const hasPageHeading = useHasPageHeading();
  return (
    <AppBar
      toolbar={
        <>
          <LocalesMenuButton />
          <RefreshIconButton />
        </>
      }
      userMenu={<UserMenu label={identity?.fullName || undefined} />}
    >
      <TitlePortal
        component="div"
        variant="h6"
        {...(hasPageHeading ? {} : { role: 'heading', 'aria-level': 1 })}
      />
    </AppBar>
  );
};
