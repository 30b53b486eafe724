import { useEffect, useRef, useState } from 'react';
import { answerStepUps } from '../../providers/stepUp';

/**
 * The step-up requests the server's refusals raise, one at a time: `asked` while one waits (with
 * whether the user has a factor to present), `request` counting them so each gets a fresh form, and
 * `close` answering the waiting one (stepped up or not).
 */
export function useStepUpRequests() {
  const [asked, setAsked] = useState<{ hasFactor: boolean }>();
  const [request, setRequest] = useState(0);
  const answer = useRef<(steppedUp: boolean) => void>(undefined);

  useEffect(
    () =>
      answerStepUps(
        (hasFactor) =>
          new Promise<boolean>((resolve) => {
            answer.current = resolve;
            setRequest((count) => count + 1);
            setAsked({ hasFactor });
          }),
      ),
    [],
  );
  // The passkey library is fetched as the dialog opens, not with the shell (issue 42): ready by the
  // time the person presses "Use a passkey", whose press the browser's prompt must follow.
  useEffect(() => {
    if (asked?.hasFactor) void import('../../providers/passkeys').catch(() => undefined);
  }, [asked]);

  const close = (steppedUp: boolean) => {
    setAsked(undefined);
    answer.current?.(steppedUp);
    answer.current = undefined;
  };
  return { asked, request, close };
}
