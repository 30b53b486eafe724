import { useEffect, useMemo, useState } from 'react';

type Scorer = (password: string) => number;

/** The scorer once loaded: later pages score at once. */
let loadedScorer: Scorer | undefined;

/**
 * contract/passwordStrength (zxcvbn and its dictionaries, the largest download of the public pages),
 * imported after the page is first shown, so the form appears before it arrives. Undefined until it
 * has: the form cannot be submitted without a strength.
 */
export function usePasswordStrength(password: string): number | undefined {
  const [scorer, setScorer] = useState<Scorer | undefined>(() => loadedScorer);
  useEffect(() => {
    if (scorer) return;
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
  }, [scorer]);
  return useMemo(() => scorer?.(password), [scorer, password]);
}
