import { serviceOfOperation } from '../contract/operations';
import { graphqlPath } from '../contract/services';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';
import { unwrap, type Envelope } from './responses';
import { announceSessionExpired } from './sessionEvents';

/**
 * One GraphQL operation outside react-admin's resources (the wizard, the status panel): sent to its
 * service, with the session's token, answering the envelope's data or throwing its code's error.
 */
export async function graphqlRequest<T>(
  operation: string,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = await getFreshAccessToken();
  const response = await fetch(apiUrl(graphqlPath(product, serviceOfOperation(operation))), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: document, variables }),
  });
  if (response.status === 401) announceSessionExpired();
  const body = (await response.json().catch(() => ({}))) as {
    data?: Record<string, Envelope<T>>;
    errors?: { message: string }[];
  };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return unwrap(body.data?.[operation], operation);
}
