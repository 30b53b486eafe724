import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { restPaths } from '../contract/services';
import type { SystemStatus } from '../contract/settings';
import { product } from './api';
import { sendJson } from './http';
import { getCurrentUser } from './session';

const CHECK_EVERY_MS = 60_000;

export async function fetchSystemStatus(): Promise<SystemStatus> {
  const response = await sendJson('GET', restPaths(product).systemStatus);
  if (!response.ok) throw new Error(`system status: HTTP ${response.status}`);
  return ((await response.json()) as { data: SystemStatus }).data;
}

/** Where a status sends the user, or null to stay. */
export function systemStatusRoute(status: SystemStatus): string | null {
  if (status.value === 'MAINTENANCE') return '/under-maintenance';
  if (status.value === 'LOCKED') {
    return `/under-construction?data=${encodeURIComponent(status.description)}`;
  }
  return null;
}

/**
 * Maintenance and lock: checked on every page change and once a minute. Users who may change the
 * status stay, so that they can lift it (the layout shows them a banner instead).
 */
export function useSystemStatusGuard(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (getCurrentUser()?.permissions.includes('settings.write')) return;
    let isActive = true;
    const check = () =>
      fetchSystemStatus()
        .then((status) => {
          const route = systemStatusRoute(status);
          if (route && isActive) navigate(route, { replace: true });
        })
        .catch(() => {});
    void check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      isActive = false;
      clearInterval(timer);
    };
  }, [navigate, pathname]);
}
