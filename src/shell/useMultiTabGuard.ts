import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { restPaths } from '../../contract/services';
import { SettingKey } from '../../contract/settings';
import { product } from '../../providers/api';
import { sendJson } from '../../providers/http';

const LOCK_NAME = `${product}-signed-in-tab`;

/** Is the single-tab rule on? ALLOW_MULTI_TAB present with the value false (docs/decisions.md). */
export async function isSingleTabEnforced(): Promise<boolean> {
  const response = await sendJson('GET', restPaths(product).settingByKey(SettingKey.allowMultiTab));
  if (!response.ok) return false;
  const setting = (await response.json()) as { value?: string };
  return setting.value?.trim().toLowerCase() === 'false';
}

/**
 * The multi-tab rule: the first signed-in tab holds a Web Lock for as long as it is open; a second
 * tab cannot take it and is sent to /multi-tab-denied. The browser releases the lock when the first
 * tab closes, so nothing is guessed from timers. Browsers without Web Locks are not restricted.
 */
export function useMultiTabGuard(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!navigator.locks) return;
    let release: () => void = () => {};
    let isActive = true;
    void isSingleTabEnforced()
      .catch(() => false)
      .then((isEnforced) => {
        if (!isEnforced || !isActive) return;
        void navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => {
          if (!lock) {
            navigate('/multi-tab-denied', { replace: true });
            return;
          }
          return new Promise<void>((resolve) => (release = resolve));
        });
      });
    return () => {
      isActive = false;
      release();
    };
  }, [navigate]);
}
