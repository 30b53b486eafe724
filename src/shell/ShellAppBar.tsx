import { useEffect, useState } from 'react';
import {
  AppBar,
  LocalesMenuButton,
  RefreshIconButton,
  TitlePortal,
  Logout,
  UserMenu,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { Box, ListItemIcon, ListItemText, MenuItem, type Theme } from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import { useDocumentTitle } from '../../custom-pages/useDocumentTitle';
import { SearchEverything } from './search/SearchEverything';

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
 * On a phone (below 600 px) the title wraps onto a second line, a size smaller, rather than running
 * under the buttons beside it: "Procurement method selection reasons" stays whole at 360 px.
 */
const titleOnPhones = (theme: Theme) => ({
  minWidth: 0,
  [theme.breakpoints.down('sm')]: {
    whiteSpace: 'normal',
    fontSize: '1rem',
    lineHeight: 1.25,
    overflowWrap: 'anywhere',
  },
});

/**
 * On a phone the language button shows its icon only: the language's name stays its accessible name
 * (the text is sized to nothing, not removed; the icons are sized in px), so it is still "English".
 */
const compactOnPhones = (theme: Theme) => ({
  flexShrink: 0,
  [theme.breakpoints.down('sm')]: {
    '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
    '& .MuiButton-startIcon': { mr: 0 },
  },
});

/**
 * The text of the page's title in the app bar, as each page portals it there (react-admin's <Title>
 * in its screens, resources/shared/PageTitle.tsx in ours: a list's name, a record's "Institution
 * Ministry of Water", a custom page's own), in the user's
 * language, followed as it changes (a record loading, a language change).
 */
function useAppBarTitle() {
  const [title, setTitle] = useState('');
  useEffect(() => {
    const element = document.getElementById('react-admin-title');
    if (!element) return;
    const update = () => setTitle(element.textContent?.trim() ?? '');
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return title;
}

/**
 * react-admin's app bar with the page title as the page's level-1 heading where the page has none of
 * its own (lists, forms, details), a user menu named by what it shows (the person's name, not
 * "Profile": axe label-content-name-mismatch), and no unnamed spinner: the layout's progress bar
 * already says the page is loading. The title stays one element (react-admin portals into it); only
 * its role changes. The browser tab is named after the same title, for every signed-in page at once.
 */
export const ShellAppBar = () => {
  const { identity } = useGetIdentity();
  const hasPageHeading = useHasPageHeading();
  useDocumentTitle(useAppBarTitle());
  return (
    <AppBar
      toolbar={
        <>
          <SearchEverything />
          <Box component="span" sx={compactOnPhones}>
            <LocalesMenuButton />
          </Box>
          <RefreshIconButton />
        </>
      }
      userMenu={
        <UserMenu label={identity?.fullName || undefined}>
          <AccountSecurityMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal
        component="div"
        variant="h6"
        sx={titleOnPhones}
        {...(hasPageHeading ? {} : { role: 'heading', 'aria-level': 1 })}
      />
    </AppBar>
  );
};

/** The user menu's way to their second factors (issue 40), beside Logout. */
const AccountSecurityMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/account-security" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('zabuni.secondFactor.pageTitle')}</ListItemText>
    </MenuItem>
  );
};
