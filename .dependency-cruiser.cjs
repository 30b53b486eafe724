/**
 * The house's layers, checked in CI (npm run lint): imports point one way and never in a circle.
 * Browser: src/ (the shell, and src/composition/, the composition root that collects the resource
 * folders and every domain's methods.ts with import.meta.glob, and builds the operation table, the
 * access rules and the data and auth providers) stands on custom-pages/, resources/ and providers/;
 * none of those imports src/. providers/ is the machinery (transport, links, documents, the generic
 * data provider, auth); each domain's custom methods and REST calls sit in its resource or page
 * folder. dependency-cruiser does not see import.meta.glob's edges: npm run lint:cycles
 * (scripts/check-glob-cycles.mjs) adds them and fails on any cycle. Server: modules/ stand on the
 * shared bases, which import no module; db/ knows nothing of GraphQL; no module imports another.
 * Below src/, custom-pages/ stand on resources/, which stand on providers/, which stand on locales/.
 * contract/ is shared by both sides and imports neither.
 */
const browser = '^(src|providers|resources|custom-pages|locales)/';
/** The browser's floors below src/, top first. */
const FLOORS = ['custom-pages', 'resources', 'providers', 'locales'];
const serverBases = '^server/(errors|db|graphql|validation|reference-kit|auth|http|messaging)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and hides which module owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'contract/ is shared by browser and server: it imports neither.',
      from: { path: '^contract/' },
      to: { path: `${browser.slice(0, -1)}|^server/` },
    },
    {
      name: 'browser-not-server',
      severity: 'error',
      from: { path: browser },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-browser',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: browser },
    },
    {
      name: 'pages-and-resources-not-shell',
      severity: 'error',
      comment: 'What pages, resources and providers share with the shell lives below src/.',
      from: { path: '^(providers|resources|custom-pages|locales)/' },
      to: { path: '^src/' },
    },
    // Below the shell, each floor imports only the floors below it (FLOORS, top first). What a page
    // and a resource share lives in the resource (a domain's REST calls and shapes) or in
    // providers/ (machinery).
    ...FLOORS.slice(1).map((floor, index) => ({
      name: `${floor}-not-above`,
      severity: 'error',
      from: { path: `^${floor}/` },
      to: { path: `^(${FLOORS.slice(0, index + 1).join('|')})/` },
    })),
    {
      name: 'db-knows-no-graphql',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/(graphql|modules|reference-kit)/' },
    },
    {
      name: 'bases-import-no-module',
      severity: 'error',
      from: { path: serverBases },
      to: { path: '^server/modules/' },
    },
    {
      name: 'modules-apart',
      severity: 'error',
      comment:
        'A domain module imports the shared bases, never another module: what two modules share is ' +
        'moved to a base (server/db, server/auth, server/reference-kit, ...).',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/', pathNot: '^server/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|dist|tests|bench)/' },
  },
};
