import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_WARNING_SECONDS,
  TOKEN_REFRESH_THRESHOLD_SECONDS,
} from '../../contract/session';
import { getFreshAccessToken } from '../../providers/authApi';
import { getAccessTokenExpiry } from '../../providers/session';
import {
  isPopUpShown,
  renewSession,
  sessionExpiresAt,
  setPopUpShown,
} from '../../providers/sessionClock';

/**
 * The session rules that end idle sessions: a click while no popup is shown renews the expiry to 15
 * minutes from now; every 5 seconds the expiry is checked; at 300 seconds or fewer a popup counts down;
 * at 0 (or an expiry already past) the session ends. The same tick refreshes the access token when 50
 * seconds or fewer are left on it.
 */
export function useSessionTimeout({ onTimeout }: { onTimeout: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const isWarning = secondsLeft !== null;
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  // The countdown and the 5-second check can both reach 0: the session ends once.
  const hasEnded = useRef(false);
  const end = useCallback(() => {
    if (hasEnded.current) return;
    hasEnded.current = true;
    setSecondsLeft(null);
    setPopUpShown(false);
    onTimeoutRef.current();
  }, []);

  // Any click renews the session, unless the warning is showing (then only Extend does).
  useEffect(() => {
    if (sessionExpiresAt() === 0) renewSession();
    const onClick = () => {
      if (!isPopUpShown()) renewSession();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const check = () => {
      const now = Date.now();
      const remainingSeconds = Math.floor((sessionExpiresAt() - now) / 1000);
      if (remainingSeconds <= 0) return end();
      if (remainingSeconds <= SESSION_WARNING_SECONDS && !isPopUpShown()) {
        setPopUpShown(true);
        setSecondsLeft(Math.min(SESSION_WARNING_SECONDS, remainingSeconds));
      }
      // Another tab extended the session: the warning here closes too.
      if (remainingSeconds > SESSION_WARNING_SECONDS && isPopUpShown()) {
        setPopUpShown(false);
        setSecondsLeft(null);
      }
      const tokenSecondsLeft = (getAccessTokenExpiry() - now) / 1000;
      if (tokenSecondsLeft <= TOKEN_REFRESH_THRESHOLD_SECONDS) {
        // A failed refresh surfaces on the next data call as a 401 and ends the session there.
        void getFreshAccessToken().catch(() => {});
      }
    };
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [end]);

  // The popup's own one-second countdown; at 0 the session ends.
  useEffect(() => {
    if (!isWarning) return;
    let left = Math.min(
      SESSION_WARNING_SECONDS,
      Math.floor((sessionExpiresAt() - Date.now()) / 1000),
    );
    const timer = setInterval(() => {
      left -= 1;
      if (left <= 0) end();
      else setSecondsLeft(left);
    }, 1000);
    return () => clearInterval(timer);
  }, [isWarning, end]);

  const extend = useCallback(() => {
    renewSession();
    setPopUpShown(false);
    setSecondsLeft(null);
  }, []);

  return { secondsLeft, extend, logOut: end };
}
