import { useEffect, useState } from 'react';

/**
 * A floating control never covers a form's actions (issue 38 item 11, decision 136). It rests at
 * its corner; where a form's Save, Delete or other toolbar button would lie under it (a phone's
 * toolbar fixed at the bottom, or a desktop form's toolbar scrolled into that corner), it sits just
 * above them instead, and goes back to its corner once they have moved on.
 */

/** A form's actions: its toolbar's buttons and its submit button, wherever the form puts them. */
export const FORM_ACTIONS = 'form [role="toolbar"] button, form button[type="submit"]';

/** Space kept between the control and an action. */
const GAP = 8;

/** A box in viewport pixels, as getBoundingClientRect answers it. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + GAP &&
  b.left < a.right + GAP &&
  a.top < b.bottom + GAP &&
  b.top < a.bottom + GAP;

/**
 * The control's bottom offset (from the viewport's bottom edge): `resting` where it covers no
 * action, else just above the actions in its way (lifted again past any it then meets).
 */
export function clearBottomOffset(
  control: { left: number; width: number; height: number },
  actions: Box[],
  viewportHeight: number,
  resting: number,
): number {
  let bottom = viewportHeight - resting;
  for (let lifts = 0; lifts <= actions.length; lifts++) {
    const box = {
      left: control.left,
      right: control.left + control.width,
      top: bottom - control.height,
      bottom,
    };
    const inTheWay = actions.filter((action) => overlaps(box, action));
    if (!inTheWay.length) break;
    bottom = Math.min(...inTheWay.map((action) => action.top)) - GAP;
  }
  return viewportHeight - bottom;
}

/**
 * The bottom offset that keeps `control` clear of the page's form actions: measured
 * again when the page scrolls or resizes, when the page's content changes (a form appears, an error
 * moves its toolbar) and when the control itself changes size (it collapses while scrolling) or
 * place (the menu beside it opens or closes).
 */
export function useClearOfFormActions(control: HTMLElement | null, resting: number): number {
  const [bottom, setBottom] = useState(resting);
  useEffect(() => {
    if (!control) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Finding the actions costs no layout; measuring does. A page without a form (a list while
      // its rows arrive, on every frame that adds some) measures nothing.
      const found = document.querySelectorAll(FORM_ACTIONS);
      if (!found.length) return setBottom(resting);
      const { left, width, height } = control.getBoundingClientRect();
      const actions = [...found]
        .map((action) => action.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      setBottom(clearBottomOffset({ left, width, height }, actions, window.innerHeight, resting));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    // Captured: the page or any scrolling box inside it.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    // The control moved sideways (the menu opened or closed): its class changes.
    mutations.observe(control, { attributes: true });
    const sizes = new ResizeObserver(schedule);
    sizes.observe(document.body);
    sizes.observe(control);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
      sizes.disconnect();
    };
  }, [control, resting]);
  return bottom;
}
