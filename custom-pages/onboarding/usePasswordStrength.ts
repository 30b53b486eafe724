import { useEffect, useMemo, useState } from 'react';

type Scorer = (password: string) => number;

/** The scorer once loaded: later pages score at once. */
let loadedScorer: Scorer | undefined;

/**
 * contract/passwordStrength (zxcvbn and its dictionaries, the largest download of the public pages),
 * imported after the page is first shown and only once `isWanted` (the form is there: a link that
 * turns out spent never downloads it), so the form appears before it arrives. Undefined until it
 * has: the form cannot be submitted without a strength.
 */
export function usePasswordStrength(password: string, isWanted = true): number | undefined {
  const [scorer, setScorer] = useState<Scorer | undefined>(() => loadedScorer);
  useEffect(() => {
    if (scorer || !isWanted) return;
    let isMounted = true;
    import('../../contract/passwordStrength')
      .then((module) => {
        loadedScorer = module.passwordStrength;
        if (isMounted) setScorer(() => module.passwordStrength);
      })
      // Offline: the offline banner says so; the strength stays unknown and Submit disabled.
      .catch(() => undefined);
    return () => {
      isMounted = false;
    };
  }, [scorer, isWanted]);
  return useMemo(() => scorer?.(password), [scorer, password]);
}
