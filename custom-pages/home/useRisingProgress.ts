import { useEffect, useState } from 'react';

const STEP_MS = 300;

/** "A progress indicator rises by 1 every 300 ms up to 100" while `isLoading`; 100 once done. */
export function useRisingProgress(isLoading: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!isLoading) return;
    const timer = setInterval(() => setValue((v) => Math.min(100, v + 1)), STEP_MS);
    return () => clearInterval(timer);
  }, [isLoading]);
  return isLoading ? value : 100;
}
