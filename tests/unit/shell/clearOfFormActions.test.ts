import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clearBottomOffset,
  useClearOfFormActions,
  type Box,
} from '../../../src/shell/useClearOfFormActions';

/** The Give Feedback button, extended: 16 px from the left edge, 170 x 48. */
const feedback = { left: 16, width: 170, height: 48 };
const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
/** The control's box in the viewport for a bottom offset. */
const placed = (bottom: number, viewportHeight: number): Box =>
  box(feedback.left, viewportHeight - bottom - feedback.height, feedback.width, feedback.height);
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('clearBottomOffset: a floating control never covers a form action', () => {
  it('rests at its corner when no action is there', () => {
    expect(clearBottomOffset(feedback, [], 740, 16)).toBe(16);
    // A Delete button at the right of a phone's toolbar is not under it.
    expect(clearBottomOffset(feedback, [box(250, 688, 94, 36)], 740, 16)).toBe(16);
    // A Save button higher up the page is not under it either.
    expect(clearBottomOffset(feedback, [box(16, 300, 90, 36)], 740, 16)).toBe(16);
  });

  it("sits above a phone's toolbar fixed at the bottom, clear of Save", () => {
    const save = box(16, 688, 90, 36);
    const bottom = clearBottomOffset(feedback, [save, box(250, 688, 94, 36)], 740, 16);
    expect(bottom).toBe(740 - 688 + 8);
    expect(overlaps(placed(bottom, 740), save)).toBe(false);
  });

  it("rides above a desktop form's Save scrolled into its corner, and rests again once it has passed", () => {
    const corner = clearBottomOffset(feedback, [box(24, 770, 90, 36)], 800, 16);
    expect(overlaps(placed(corner, 800), box(24, 770, 90, 36))).toBe(false);
    expect(corner).toBeGreaterThan(16);
    expect(clearBottomOffset(feedback, [box(24, 600, 90, 36)], 800, 16)).toBe(16);
  });

  it('is lifted past every action it meets on the way up', () => {
    // A toolbar's Save and, just above it, a second form's Save.
    const actions = [box(24, 740, 90, 36), box(40, 690, 90, 36)];
    const bottom = clearBottomOffset(feedback, actions, 800, 16);
    for (const action of actions) expect(overlaps(placed(bottom, 800), action)).toBe(false);
    expect(bottom).toBe(800 - 690 + 8);
  });
});

describe('useClearOfFormActions', () => {
  // jsdom draws no frames and observes no sizes: a frame is a timer here, and sizes never change.
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelAnimationFrame', (frame: number) => clearTimeout(frame));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('forces no layout on a page without a form, and measures once a form action appears', async () => {
    const control = document.createElement('div');
    document.body.append(control);
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const { result, unmount } = renderHook(() => useClearOfFormActions(control, 16));
    // Rows arriving in a list: many mutations, no form.
    for (let row = 0; row < 5; row++) {
      act(() => void document.body.append(document.createElement('tr')));
      await act(nextFrame);
    }
    expect(measured).not.toHaveBeenCalled();
    expect(result.current).toBe(16);

    const form = document.createElement('form');
    form.innerHTML = '<button type="submit">Save</button>';
    act(() => void document.body.append(form));
    // Measured on the frame the mutation asks for (its observer's callback schedules it after this
    // test's own next timer, so on a loaded machine a single frame's wait ran out before it).
    await waitFor(() => expect(measured).toHaveBeenCalled());
    unmount();
    measured.mockRestore();
    document.body.replaceChildren();
  });
});
