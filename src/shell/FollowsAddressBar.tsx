import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const addressBar = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * The router reads the address when it first renders and hears the browser's Back and Forward
 * only once that render has been committed. An address the browser moved to in between (Back
 * pressed while the app was loading) left the address bar on one page and the screen on another.
 * Once the router listens, this reads the address bar again and follows it. Rendered once, under
 * the browser's router.
 */
export function FollowsAddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  // After the first commit only: the router's own listener (a layout effect) is then in place.
  useEffect(() => {
    const shown = location.pathname + location.search + location.hash;
    if (addressBar() !== shown)
      navigate(addressBar(), { replace: true, state: window.history.state?.usr });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
