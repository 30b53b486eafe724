import type { ApolloClient } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../contract/limits';
import { createApolloClient } from './apolloClient';
import type { buildQueryOver } from './buildQuery';
import { i18nProvider } from './i18nProvider';
import { namingDuplicateFields, namingInvalidField } from './responses';
import type { GraphqlService } from '../contract/services';
import { confirmingStaleDeletes } from './staleDeletes';

/** What the composition root gives the data provider: the tables' answers. */
export interface DataProviderParts {
  /** ra-data-graphql's buildQuery over the operation table (providers/buildQuery.ts). */
  buildQuery: ReturnType<typeof buildQueryOver>;
  /** Which service answers each of the verbs' operations (providers/operationServices.ts). */
  serviceOfOperation(operation: string): GraphqlService;
}

/** ra-data-graphql over Apollo, with our own buildQuery; see lazyDataProvider.ts for how it loads. */
const graphqlVerbs = ({ buildQuery, serviceOfOperation }: DataProviderParts) =>
  buildGraphQLProvider({
    // Answers the two calls ra-data-graphql makes (query, mutate), not all of Apollo's client.
    client: createApolloClient(serviceOfOperation) as unknown as ApolloClient<unknown>,
    buildQuery,
    introspection: false,
    // react-admin caches results itself (react-query); Apollo's cache would only hold a second copy.
    query: () => ({ fetchPolicy: 'no-cache' }),
    mutation: () => ({ fetchPolicy: 'no-cache' }),
  }) as unknown as DataProvider;

/**
 * A page larger than the server serves (500 rows on Spring-paged lists; an export asks for all) is
 * read 500 rows at a time and joined, so no caller meets the server's page cap.
 */
const pagedUnderCap = (verbs: DataProvider) =>
  async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: DEFAULT_PAGE_SIZE };
    if (perPage <= MAX_PAGE_SIZE) return verbs.getList(resource, params);
    const start = (page - 1) * perPage;
    const firstChunk = Math.floor(start / MAX_PAGE_SIZE);
    const rows: GetListResult['data'] = [];
    let total: number | undefined;
    for (let chunk = firstChunk; ; chunk++) {
      const answer = await verbs.getList(resource, {
        ...params,
        pagination: { page: chunk + 1, perPage: MAX_PAGE_SIZE },
      });
      rows.push(...answer.data);
      total = answer.total;
      const read = (chunk + 1) * MAX_PAGE_SIZE;
      const done =
        answer.data.length < MAX_PAGE_SIZE ||
        (total !== undefined && read >= total) ||
        read >= start + perPage;
      if (done) break;
    }
    const skip = start - firstChunk * MAX_PAGE_SIZE;
    return { data: rows.slice(skip, skip + perPage), total };
  };

/**
 * A save whose refusal names what to change in the user's language: the clashing fields of a
 * duplicate, the field and reason of invalid input.
 */
const saving =
  <Params, Result>(save: (resource: string, params: Params) => Promise<Result>) =>
  (resource: string, params: Params) =>
    save(resource, params).catch((error: unknown) => {
      const { translate } = i18nProvider;
      throw namingInvalidField(
        namingDuplicateFields(error, resource, translate),
        resource,
        translate,
      );
    });

/**
 * react-admin's verbs over the operation table, through Apollo's links as every GraphQL call of the
 * browser; the custom methods are customDataProvider.ts's.
 */
export function createDataProvider(parts: DataProviderParts): DataProvider {
  const verbs = graphqlVerbs(parts);
  return {
    ...verbs,
    getList: pagedUnderCap(verbs),
    create: saving(verbs.create),
    update: saving(verbs.update),
    delete: confirmingStaleDeletes(verbs.delete),
  };
}
