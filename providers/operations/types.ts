import type { GraphqlService } from '../../contract/services';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';

/** How one react-admin verb of one resource maps onto a named GraphQL operation. */
export interface OperationMapping<Params> {
  /** The operation's name as the spec gives it (the service is the resource's, below). */
  operation: string;
  /**
   * getOne: the record's field react-admin's id is, so its route (/users/12): 'id' for records the
   * operations name by their numeric id (byId); their uuid when left out.
   */
  recordKey?: 'id' | 'uuid';
  /** The operation's GraphQL text, parsed when first sent (providers/graphqlDocuments.ts). */
  document: string;
  variables(params: Params): Record<string, unknown>;
  /** From the operation's result (response.data[operation]) to what react-admin expects. */
  parse(
    result: unknown,
    params: Params,
  ): {
    data: unknown;
    total?: number;
    pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean };
  };
}

/** A resource's row of the operation table: the service that answers it and the verbs it supports. */
export interface ResourceOperations {
  service: GraphqlService;
  getList?: OperationMapping<GetListParams>;
  getOne?: OperationMapping<GetOneParams>;
  create?: OperationMapping<CreateParams>;
  update?: OperationMapping<UpdateParams>;
  delete?: OperationMapping<DeleteParams>;
}

/**
 * A data provider method outside react-admin's verbs (dataProvider.<name>(params)): one GraphQL
 * operation of one service, named in its document (the name also gives the envelope's field).
 */
export interface CustomMethod<Params, Result> {
  /** The service whose endpoint answers the operation. */
  service: GraphqlService;
  /** The named operation's GraphQL text, parsed when first sent (providers/graphqlDocuments.ts). */
  document: string;
  /** The operation's variables; the params themselves when left out. */
  variables?(params: Params): Record<string, unknown>;
  /** From the envelope's data (or dataList) to what the caller gets; that data as is when left out. */
  parse?(data: unknown, params: Params): Result;
}

/** Declares a custom method with the types its callers see (no params by default). */
export const customMethod = <Params = void, Result = unknown>(
  method: CustomMethod<Params, Result>,
): CustomMethod<Params, Result> => method;
