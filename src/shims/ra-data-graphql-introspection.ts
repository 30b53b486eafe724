// ra-data-graphql's introspection (its default resolveIntrospection, referenced whether used or not)
// imports Apollo's whole client entry for `gql` and graphql's parser. The app sends its own
// operation table with introspection off (providers/dataProvider.ts), so vite.config.ts puts this in
// its place and an introspection asked for anyway fails loudly.
export function introspectSchema(): never {
  throw new Error(
    'ra-data-graphql introspection is off: the operation table names every operation',
  );
}

// Re-exported by ra-data-graphql's index: nothing is introspected, so no type is a resource.
export const isResourceIncluded = (): boolean => false;
export const isResourceExcluded = (): boolean => true;
