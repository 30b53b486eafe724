import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import {
  Loading,
  Sidebar,
  SkipNavigationButton,
  useResetErrorBoundaryOnLocationChange,
} from 'react-admin';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * The signed-in pages' frame, as react-admin's <Layout> draws it (the same elements and class
 * names: skip link, app bar, sidebar with the menu, the page in an error boundary and Suspense),
 * without what that one imports for every page: its default error page, whose title a user can
 * rename in place, and the preferences inspector bring MUI's TextField, Table and Switch into the
 * admin home's first load (issue 42). The app never opens the inspector; a page that fails shows
 * `error`, and leaving the address clears it.
 */
export const ShellFrame = ({
  appBar: AppBar,
  menu: Menu,
  error: ErrorPage,
  sx,
  children,
}: {
  appBar: ComponentType;
  menu: ComponentType;
  error: ComponentType;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) => {
  return (
    <Box className="layout" sx={[frameStyle, ...asArray(sx)]}>
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <AppBar />
        <main className={LayoutClasses.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={LayoutClasses.content}>
            <ErrorBoundary
              fallbackRender={({ resetErrorBoundary }) => (
                <PageFailed page={ErrorPage} reset={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Box>
  );
};

/** A page that threw: the error page, until the address changes. */
const PageFailed = ({
  page: ErrorPage,
  reset,
}: {
  page: ComponentType;
  reset: FallbackProps['resetErrorBoundary'];
}) => {
  useResetErrorBoundaryOnLocationChange(reset);
  return <ErrorPage />;
};

/** react-admin's <Layout> class names, which the shell's and the tests' selectors use. */
const LayoutClasses = {
  appFrame: 'RaLayout-appFrame',
  contentWithSidebar: 'RaLayout-contentWithSidebar',
  content: 'RaLayout-content',
};

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx ? [sx] : []);

/** react-admin's <Layout> styles (ra-ui-materialui/dist/layout/Layout.js), class for class. */
const frameStyle: SxProps<Theme> = (theme) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
});
