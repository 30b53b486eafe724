import type { DocumentNode } from 'graphql';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';

/** How one react-admin verb of one resource maps onto a named GraphQL operation. */
export interface OperationMapping<Params> {
  /** The operation's name as the spec gives it; it also picks the service (contract/operations.ts). */
  operation: string;
  document: DocumentNode;
  variables(params: Params): Record<string, unknown>;
  /** From the operation's result (response.data[operation]) to what react-admin expects. */
  parse(result: unknown, params: Params): { data: unknown; total?: number };
}

/** A resource's row of the operation table: the verbs it supports. */
export interface ResourceOperations {
  getList?: OperationMapping<GetListParams>;
  getOne?: OperationMapping<GetOneParams>;
  create?: OperationMapping<CreateParams>;
  update?: OperationMapping<UpdateParams>;
  delete?: OperationMapping<DeleteParams>;
}
