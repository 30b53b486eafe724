import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
  type TypeNode,
} from 'graphql';

/** What every service shares: the envelope and page interfaces, paging inputs and scalars. */
export const commonTypeDefs = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'common.graphql'),
  'utf8',
);

/** The fields of each interface of common.graphql (Response, AppPage, SpringPage), as SDL lines. */
const sharedInterfaces = new Map(
  parse(commonTypeDefs).definitions.flatMap((definition) =>
    definition.kind === Kind.INTERFACE_TYPE_DEFINITION
      ? [
          [
            definition.name.value,
            (definition.fields ?? []).map((field) => ({
              name: field.name.value,
              sdl: print({ ...field, description: undefined }),
            })),
          ] as const,
        ]
      : [],
  ),
);

const namedType = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);

/**
 * A module writes only what is particular to a type that implements a shared interface: an envelope
 * (`implements Response`) its `data: X` or `dataList: [X!]`, a page (`implements AppPage` or
 * `SpringPage`) its rows. This completes each with the interface's fields it leaves out, and every
 * envelope with the other of data and dataList: the spec's "Mutation responses carry code, message,
 * status, data and dataList" holds for every envelope. A mutation answering anything but a Response,
 * or an envelope with neither data nor dataList, stops the start-up.
 *
 * Returns the SDL to add to the service's type definitions (`extend type ...` lines), or ''.
 */
export function completeSharedFields(service: string, typeDefs: readonly string[]): string {
  type ObjectNode = ObjectTypeDefinitionNode | ObjectTypeExtensionNode;
  const nodesOf = new Map<string, ObjectNode[]>();
  for (const sdl of typeDefs) {
    for (const definition of parse(sdl).definitions) {
      if (
        definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION
      ) {
        nodesOf.set(definition.name.value, [
          ...(nodesOf.get(definition.name.value) ?? []),
          definition,
        ]);
      }
    }
  }
  const fieldsOf = (type: string): FieldDefinitionNode[] =>
    (nodesOf.get(type) ?? []).flatMap((node) => node.fields ?? []);
  const interfacesOf = (type: string) =>
    (nodesOf.get(type) ?? [])
      .flatMap((node) => node.interfaces ?? [])
      .map((face) => face.name.value);

  for (const mutation of fieldsOf('Mutation')) {
    const answer = namedType(mutation.type);
    if (!interfacesOf(answer).includes('Response')) {
      throw new Error(
        `${service}: mutation ${mutation.name.value} answers ${answer}, which does not implement Response`,
      );
    }
  }

  const extensions: string[] = [];
  for (const type of [...nodesOf.keys()].sort()) {
    const fields = fieldsOf(type);
    const has = (name: string) => fields.some((field) => field.name.value === name);
    const missing = interfacesOf(type).flatMap((face) =>
      (sharedInterfaces.get(face) ?? [])
        .filter((field) => !has(field.name))
        .map((field) => field.sdl),
    );
    if (interfacesOf(type).includes('Response')) {
      const data = fields.find((field) => field.name.value === 'data');
      const dataList = fields.find((field) => field.name.value === 'dataList');
      if (!data && !dataList) {
        throw new Error(`${service}: the envelope ${type} has neither data nor dataList`);
      }
      if (!data) missing.push(`data: ${namedType(dataList!.type)}`);
      if (!dataList) missing.push(`dataList: [${namedType(data!.type)}!]`);
    }
    if (missing.length) extensions.push(`extend type ${type} {\n  ${missing.join('\n  ')}\n}`);
  }
  return extensions.join('\n');
}
