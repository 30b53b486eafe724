import { QueryClient, type DefaultOptions, type Query } from '@tanstack/react-query';
import { ResponseCode } from '../contract/responseCodes';
import { responseCodeErrorOf } from './responses';
import { currentIdentity } from './session';

/** Tries of a failed read after the first. */
const MAX_RETRIES = 3;

/**
 * Whether a failed read is tried again (issue 38 item 5). The server's answer (not found, refused,
 * invalid) is final: asking again would get the same answer after seconds of a blank page, each
 * written to the error log. Only a read that got no answer (the network, a 5xx), or the service's
 * "try again in a moment" (9006), is tried again, up to 3 times.
 */
export function retriesRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const answered = responseCodeErrorOf(error);
  if (answered) return answered.code === ResponseCode.OPERATION_FAILED;
  const status = Number((error as { statusCode?: unknown } | null)?.statusCode);
  return !(status >= 400 && status < 500);
}

/** How long an answer counts as just read: a screen mounting within it does not ask again. */
const JUST_READ_MS = 2_000;

/** Whether a query reads one record (a record screen's, an edit form's). */
const readsOneRecord = (query: Query) => query.queryKey[1] === 'getOne';

/**
 * Whether a screen that mounts reads a record again from the server: not one whose answer came in
 * the last two seconds, nor one another part of the screen already shows (an open edit form), unless
 * it was invalidated since (a save, a reload asked for). A record screen reads its record to know it
 * exists, then mounts the view that reads the same record: without this, every record opened by a
 * reload or a link was read twice, and a part mounting late (a lazy panel on a loaded machine) read
 * the record again under a form being filled in. Lists are read on every mount, as react-admin does.
 */
export const refetchesOnMount = (query: Query): boolean =>
  !readsOneRecord(query) ||
  query.state.isInvalidated ||
  (query.getObserversCount() <= 1 && Date.now() - query.state.dataUpdatedAt > JUST_READ_MS);

/**
 * Whether a read is asked again when the window regains focus or the network comes back: lists are,
 * a record on screen is not. An edit form takes a record read again as its new start (react-admin
 * resets it), which threw away what the person had typed, or moved the version their save is based
 * on past someone else's change, which their save then overwrote unseen. A record screen says who
 * changed the record and offers Reload instead (resources/shared/LiveChanges.tsx).
 */
export const refetchesInBackground = (query: Query): boolean => !readsOneRecord(query);

/** The reads' defaults of the app's query cache (and of tests that build their own). */
export const queryDefaults: DefaultOptions['queries'] = {
  retry: retriesRead,
  refetchOnMount: refetchesOnMount,
  refetchOnWindowFocus: refetchesInBackground,
  refetchOnReconnect: refetchesInBackground,
};

/** The query cache of the whole app (src/App.tsx gives it to react-admin). */
export const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults } });

/**
 * The signed-in person is known from the session before any call: react-admin's identity query
 * starts with it, so the app bar's user menu is drawn with their name at once instead of as an icon
 * that widens into the name a moment later and pushes the bar's buttons aside. A sign-out clears the
 * cache, so the next person's query starts from their own session.
 */
queryClient.setQueryDefaults(['auth', 'getIdentity'], { initialData: currentIdentity });

/**
 * Forgets an access check whose first answer never came because the screen that asked left first
 * (a click, then Back, before it was answered): react-query cancels it and puts it back as it was,
 * "pending" and idle with no one watching. react-admin's screens read that state without watching
 * (useIsAuthPending) and would show "Loading" forever on their next visit; forgotten, the check is
 * asked again by whoever needs it.
 */
export function forgetAbandonedAccessChecks(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'setState') return;
    const { query } = event;
    const abandoned =
      query.queryKey[0] === 'auth' &&
      query.state.status === 'pending' &&
      query.state.fetchStatus === 'idle' &&
      query.getObserversCount() === 0;
    if (abandoned) cache.remove(query);
  });
}
forgetAbandonedAccessChecks(queryClient);
