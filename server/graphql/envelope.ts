import {
  Kind,
  parse,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
  type TypeNode,
} from 'graphql';

/**
 * The spec: "Mutation responses carry code, message, status, data and dataList". A module writes the
 * envelope types it needs with `implements Response` and the fields that matter to it (`data: X` or
 * `dataList: [X!]`); this completes each with the other one, so no envelope can lack either. A mutation
 * answering anything but a Response, or an envelope with neither data nor dataList, stops the start-up.
 *
 * Returns the SDL to add to the service's type definitions (`extend type ...` lines), or ''.
 */
export function completeEnvelopes(service: string, typeDefs: readonly string[]): string {
  type ObjectNode = ObjectTypeDefinitionNode | ObjectTypeExtensionNode;
  const nodesOf = new Map<string, ObjectNode[]>();
  for (const sdl of typeDefs) {
    for (const definition of parse(sdl).definitions) {
      if (
        definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION
      ) {
        const nodes = nodesOf.get(definition.name.value) ?? [];
        nodes.push(definition);
        nodesOf.set(definition.name.value, nodes);
      }
    }
  }
  const fieldsOf = (type: string): FieldDefinitionNode[] =>
    (nodesOf.get(type) ?? []).flatMap((node) => node.fields ?? []);
  const isEnvelope = (type: string) =>
    (nodesOf.get(type) ?? []).some((node) =>
      node.interfaces?.some((face) => face.name.value === 'Response'),
    );
  const namedType = (type: TypeNode): string =>
    type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);

  for (const mutation of fieldsOf('Mutation')) {
    const answer = namedType(mutation.type);
    if (!isEnvelope(answer)) {
      throw new Error(
        `${service}: mutation ${mutation.name.value} answers ${answer}, which does not implement Response`,
      );
    }
  }

  const extensions: string[] = [];
  for (const type of [...nodesOf.keys()].filter(isEnvelope).sort()) {
    const fields = fieldsOf(type);
    const data = fields.find((field) => field.name.value === 'data');
    const dataList = fields.find((field) => field.name.value === 'dataList');
    if (data && dataList) continue;
    if (!data && !dataList) {
      throw new Error(`${service}: the envelope ${type} has neither data nor dataList`);
    }
    extensions.push(
      data
        ? `extend type ${type} {\n  dataList: [${namedType(data.type)}!]\n}`
        : `extend type ${type} {\n  data: ${namedType(dataList!.type)}\n}`,
    );
  }
  return extensions.join('\n');
}
