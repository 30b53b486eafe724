import type { Config } from './config';
import type { Db } from './db/client';
import type { AuthUser } from './auth/currentUser';
import type { ChangeFeed } from './db/liveChanges';

/** What every resolver and REST handler receives for one request. */
export interface RequestContext {
  db: Db;
  config: Config;
  /** Null for anonymous requests (public pages); an invalid token never gets this far (HTTP 401). */
  user: AuthUser | null;
  /** From Content-Language; en unless the client asked for sw. */
  language: 'en' | 'sw';
  /**
   * The client's address (for rate limits and logs): the connection's peer, or what a trusted proxy
   * (TRUST_PROXY) says in X-Forwarded-For; an IPv6 address as its /64 network.
   */
  clientAddress: string;
  /**
   * True when `db` is a transaction around the whole request (a create sent with an Idempotency-Key,
   * server/http/idempotency.ts): each operation then runs in a savepoint, so a statement that fails
   * and is answered as a refusal does not leave the transaction unusable.
   */
  inTransaction?: boolean;
  /** This process's feed of record changes (live subscriptions); absent where nothing serves them. */
  liveChanges?: ChangeFeed;
}
