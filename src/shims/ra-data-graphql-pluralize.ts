// ra-data-graphql pluralizes a type's name only to guess its operations' names while introspecting
// (its default operationNames, e.g. allCategories); the app names every operation itself with
// introspection off, so vite.config.ts puts this in place of the pluralize package (about 2 kB
// gzipped on every admin page) and a guess asked for anyway fails loudly.
export default function pluralize(): never {
  throw new Error(
    'ra-data-graphql introspection is off: the operation table names every operation',
  );
}
