// ra-data-graphql builds a full Apollo client (ApolloClient, InMemoryCache: about 25 kB gzipped)
// when given none; the app always gives its own (providers/apolloClient.ts), so that default is
// replaced by this (vite.config.ts) and a call without a client fails loudly.
export default function buildApolloClient(): never {
  throw new Error('ra-data-graphql needs a client: pass providers/apolloClient.ts');
}
