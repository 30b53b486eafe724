import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';

/**
 * The operation table and the custom methods declare their documents as text, and the text is what
 * the links send (providers/graphqlHttpLink.ts): the browser carries no GraphQL parser (issue 42).
 * What Apollo's links and ra-data-graphql read of a document is its operation's kind and name, so
 * each text is given a DocumentNode of that head alone, which leads back to the text.
 */

/** `query name(`, `mutation name {`, `subscription name(`: every document the app sends is named. */
const HEAD = /^\s*(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

const kinds: Record<string, OperationTypeNode> = {
  query: OperationTypeNode.QUERY,
  mutation: OperationTypeNode.MUTATION,
  subscription: OperationTypeNode.SUBSCRIPTION,
};

/** The operation's kind and name in a document's text; a nameless one could be routed nowhere. */
function headOf(text: string): { kind: OperationTypeNode; name: string } {
  const head = HEAD.exec(text);
  if (!head) throw new Error(`A GraphQL operation needs a kind and a name: ${text.slice(0, 80)}`);
  return { kind: kinds[head[1]], name: head[2] };
}

/** The operation's name in a document's text. */
export const operationNameOf = (text: string): string => headOf(text).name;

const documents = new Map<string, DocumentNode>();
const texts = new WeakMap<DocumentNode, string>();

/** The document of a text as the links take it: its operation's head, one object per text. */
export function operationDocument(text: string): DocumentNode {
  let document = documents.get(text);
  if (!document) {
    const { kind, name } = headOf(text);
    document = {
      kind: Kind.DOCUMENT,
      definitions: [
        {
          kind: Kind.OPERATION_DEFINITION,
          operation: kind,
          name: { kind: Kind.NAME, value: name },
          selectionSet: { kind: Kind.SELECTION_SET, selections: [] },
        },
      ],
    };
    documents.set(text, document);
    texts.set(document, text);
  }
  return document;
}

/** The text a document was made from (operationDocument); the links send it as written. */
export function textOf(document: DocumentNode): string {
  const text = texts.get(document);
  if (text === undefined) throw new Error('A GraphQL document must come from operationDocument');
  return text;
}
