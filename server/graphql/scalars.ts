import { GraphQLScalarType, Kind } from 'graphql';
import { StoredTimestamp } from '../db/storedTimestamp';

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) =>
    value instanceof StoredTimestamp
      ? value.iso
      : value instanceof Date
        ? value.toISOString()
        : String(value),
  parseValue: (value) => new Date(String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null),
});
