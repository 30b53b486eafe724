import { useEffect, useState } from 'react';

/** Seconds left from `seconds`, ticking once a second; a new `startKey` starts it again. */
export function useCountdown(seconds: number, startKey: unknown): number {
  const [state, setState] = useState({ startKey, left: seconds });
  if (state.startKey !== startKey) {
    // Restarting during render (not in an effect) keeps the countdown and its key in step.
    setState({ startKey, left: seconds });
  }
  const left = state.startKey === startKey ? state.left : seconds;
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(
      () => setState((current) => ({ ...current, left: Math.max(0, current.left - 1) })),
      1000,
    );
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}

/** 177 -> "2:57". */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
