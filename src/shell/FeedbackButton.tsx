import { lazy, Suspense, useEffect, useState } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import FeedbackIcon from '@mui/icons-material/Feedback';
import { Fab, useMediaQuery, type Theme } from '@mui/material';
import { restPaths } from '../../contract/services';
import { SettingKey } from '../../contract/settings';
import { product } from '../../providers/api';
import { sendJson } from '../../providers/http';
import { sidebarWidth } from '../theme';
import { useClearOfFormActions } from './useClearOfFormActions';

/** The dialog, with its form, downloaded when the button is first pressed (issue 42). */
const FeedbackDialog = lazy(() => import('./FeedbackDialog'));

const EXPAND_AFTER_SCROLL_MS = 1500;
/** Where the button rests: this far from the bottom edge, unless a form's actions are there. */
const RESTING_BOTTOM = 16;

async function isFeedbackEnabled(): Promise<boolean> {
  const response = await sendJson(
    'GET',
    restPaths(product).settingByKey(SettingKey.feedbackEnabled),
  );
  if (!response.ok) return false;
  const setting = (await response.json()) as { value?: string };
  return setting.value?.trim().toLowerCase() === 'true';
}

/** Collapsed while the page scrolls; expanded again 1.5 s after scrolling stops. */
function useIsScrolling(): boolean {
  const [isScrolling, setIsScrolling] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setIsScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setIsScrolling(false), EXPAND_AFTER_SCROLL_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return isScrolling;
}

/**
 * Bottom-left of the page's content, beside the menu rather than over its last entries; on small
 * screens the menu is a drawer over the page, so the button keeps to the screen's edge.
 */
function useContentLeftEdge(): number {
  const [isMenuOpen] = useSidebarState();
  // react-admin's Sidebar is a drawer over the page only below sm; from sm on it sits beside it.
  const isWide = useMediaQuery((muiTheme: Theme) => muiTheme.breakpoints.up('sm'));
  if (!isWide) return 16;
  return (isMenuOpen ? sidebarWidth.open : sidebarWidth.closed) + 16;
}

/**
 * The fixed bottom-left 'Give Feedback' button, shown only when the FEEDBACK_ENABLED setting is on
 * and never over a form's actions (above them where they reach its corner); its 700 px dialog
 * stores the feedback on the server for administrators to read.
 */
export const FeedbackButton = () => {
  const { data: isEnabled } = useQuery({
    queryKey: ['setting', SettingKey.feedbackEnabled],
    queryFn: isFeedbackEnabled,
    staleTime: 5 * 60_000,
  });
  const isScrolling = useIsScrolling();
  const [isOpen, setIsOpen] = useState(false);
  const left = useContentLeftEdge();
  const [fab, setFab] = useState<HTMLButtonElement | null>(null);
  const bottom = useClearOfFormActions(fab, RESTING_BOTTOM);
  const translate = useTranslate();
  if (!isEnabled) return null;
  return (
    <>
      <Fab
        ref={setFab}
        color="secondary"
        variant={isScrolling ? 'circular' : 'extended'}
        size={isScrolling ? 'medium' : 'large'}
        aria-label={translate('zabuni.feedback.button')}
        onClick={() => setIsOpen(true)}
        sx={{ position: 'fixed', left, bottom, zIndex: 1200 }}
      >
        <FeedbackIcon sx={{ mr: isScrolling ? 0 : 1 }} />
        {!isScrolling && translate('zabuni.feedback.button')}
      </Fab>
      {isOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
