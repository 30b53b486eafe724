import { useEffect, useState } from 'react';
import type { StrengthAnswer, StrengthRequest } from './passwordStrength.worker';

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, (strength: number) => void>();

/** The one scoring worker of the page, started on first use (the dictionaries download then). */
function scorer(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./passwordStrength.worker.ts', import.meta.url), {
    type: 'module',
    name: 'password-strength',
  });
  worker.onmessage = ({ data }: MessageEvent<StrengthAnswer>) => {
    waiting.get(data.id)?.(data.strength);
    waiting.delete(data.id);
  };
  return worker;
}

function scoreOffThread(password: string): Promise<number> {
  const request: StrengthRequest = { id: ++lastId, password };
  return new Promise((resolve) => {
    waiting.set(request.id, resolve);
    scorer().postMessage(request);
  });
}

interface Scored {
  password: string;
  strength: number;
}

/**
 * contract/passwordStrength (zxcvbn and its dictionaries, the largest download of the public pages),
 * run in a worker (decision "Password strength in a worker") and started only once `isWanted` (the
 * form is there: a link that turns out spent never downloads it), so the form appears before it
 * arrives. `strength` is the current password's, undefined until the worker has scored it (the form
 * cannot be submitted without it); `shown` is the last score, for the bar, which then does not
 * flicker between keystrokes. Offline, the worker never answers: the offline banner says so and
 * Submit stays disabled.
 */
export function usePasswordStrength(
  password: string,
  isWanted = true,
): { strength: number | undefined; shown: number } {
  const [scored, setScored] = useState<Scored>();
  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    void scoreOffThread(password).then((strength) => {
      if (isCurrent) setScored({ password, strength });
    });
    return () => {
      isCurrent = false;
    };
  }, [password, isWanted]);
  return {
    strength: scored?.password === password ? scored.strength : undefined,
    shown: scored?.strength ?? 0,
  };
}
