import { getOperationDefinition } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { gql } from 'graphql-tag';

/**
 * The operation table and the custom methods declare their documents as text, parsed here when first
 * sent (graphql-tag keeps each text's parse): the GraphQL parser comes with the data provider, not with
 * the menu and the home page that declare the operations (issue 42).
 */
export const parsedDocument = (text: string): DocumentNode => gql(text);

/** The operation's name in a document's text; a nameless one could be routed to no service. */
export function operationNameOf(text: string): string {
  const name = getOperationDefinition(parsedDocument(text))?.name?.value;
  if (!name) throw new Error(`A GraphQL operation needs a name: ${text.slice(0, 80)}`);
  return name;
}
