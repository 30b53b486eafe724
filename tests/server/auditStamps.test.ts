import { describe, expect, it } from 'vitest';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { auditStampFields, withAuditStamps } from '../../server/graphql/auditStamps';
import { graphqlServices } from '../../contract/services';
import { readTypeDefs } from '../../server/serviceModules';

describe('a schema file type marked @audited', () => {
  const sdl = `scalar DateTime
"A charge."
type Charge @audited {
  uuid: String!
  name: String!
}

type Plain {
  name: String!
}
`;

  it('ends with the audit stamps, written once for every such type, and loses its mark', () => {
    const schema = buildSchema(withAuditStamps(sdl));
    const fields = Object.keys((schema.getType('Charge') as GraphQLObjectType).getFields());
    expect(fields).toEqual([
      'uuid',
      'name',
      ...auditStampFields
        .split('\n')
        .flatMap((line) => (line.startsWith('"') ? [] : [line.split(':')[0]])),
    ]);
    expect(Object.keys((schema.getType('Plain') as GraphQLObjectType).getFields())).toEqual([
      'name',
    ]);
    expect(withAuditStamps(sdl)).not.toMatch(/^type .*@audited/m);
  });

  it('is expanded in every service the modules serve', async () => {
    for (const service of graphqlServices) {
      expect((await readTypeDefs(service)).join('\n')).not.toMatch(/^type .*@audited/m);
    }
  });
});
