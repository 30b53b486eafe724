import { useEffect, useRef, useState } from 'react';
import { IDENTITY_RECHECK_AFTER_MS } from '../../contract/session';
import { LocalItem } from '../../contract/session';

const storedUserUuid = () =>
  localStorage.getItem(LocalItem.accountUuid) ?? localStorage.getItem(LocalItem.userUuid);

/**
 * The identity check, so that a tab stops acting for one user once another has signed in elsewhere in
 * this browser: the user uuid this page was opened with, compared with the one stored for the browser
 * (which another tab's sign-in replaces), on key presses, mouse movement and after more than 2 minutes
 * without either.
 */
export function useIdentityCheck(pageUserUuid: string | undefined): boolean {
  const [isMismatch, setIsMismatch] = useState(false);
  const lastActivityAt = useRef(0);

  useEffect(() => {
    if (!pageUserUuid) return;
    lastActivityAt.current = Date.now();
    const check = () => {
      const stored = storedUserUuid();
      if (stored !== null && stored !== pageUserUuid) setIsMismatch(true);
    };
    const onActivity = () => {
      lastActivityAt.current = Date.now();
      check();
    };
    const idleTimer = setInterval(() => {
      if (Date.now() - lastActivityAt.current > IDENTITY_RECHECK_AFTER_MS) {
        lastActivityAt.current = Date.now();
        check();
      }
    }, 10_000);
    document.addEventListener('keydown', onActivity);
    document.addEventListener('mousemove', onActivity);
    return () => {
      clearInterval(idleTimer);
      document.removeEventListener('keydown', onActivity);
      document.removeEventListener('mousemove', onActivity);
    };
  }, [pageUserUuid]);

  return isMismatch;
}
