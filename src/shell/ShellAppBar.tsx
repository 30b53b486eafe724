import {
  AppBar,
  LocalesMenuButton,
  RefreshIconButton,
  TitlePortal,
  UserMenu,
  useGetIdentity,
} from 'react-admin';

/**
 * react-admin's app bar with the page title as the page's h1 (every admin page then has one), a user
 * menu named by what it shows (the person's name, not "Profile": axe label-content-name-mismatch), and
 * no unnamed spinner: the layout's progress bar already says the page is loading.
 */
export const ShellAppBar = () => {
  const { identity } = useGetIdentity();
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
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  );
};
