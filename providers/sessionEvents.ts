/**
 * "Your session has expired" is raised where a response shows it (a 401 or an unreadable GraphQL
 * response) and shown once by the shell, wherever the user is.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let hasExpired = false;

export function announceSessionExpired(): void {
  if (hasExpired) return;
  hasExpired = true;
  listeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  if (hasExpired) listener();
  return () => listeners.delete(listener);
}

/** A new sign-in starts a new session that may expire again. */
export function resetSessionExpired(): void {
  hasExpired = false;
}
