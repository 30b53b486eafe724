/**
 * The modules under /modules of the route table. Every one is
 * guarded except account. `{product}-` modules are named without the prefix here and given it by
 * `modulePath`.
 */
export const moduleSlugs = [
  'uaa',
  'tenderer-management',
  'app-management',
  'micro-value-procurement',
  'pre-qualification',
  'tender-evaluation',
  'post-qualification',
  'negotiation',
  'tender-award',
  'tender-board',
  'framework-agreement',
  'calloff',
  'contracts-management',
  'contracts-creation',
  'opening',
  'ppra-dashboard',
  'pe-dashboard',
  'pe-management',
  'complaint-management',
  'pe-auditors',
  'government-supplier',
  'tender-initiation',
  'templates-management',
  'changes-management',
  'communication-tool',
  'reports',
  'settings',
  'bills',
  'tender-lookup',
  'statistics',
  'monitoring',
  'shared-data',
  'account',
  // Not in the route table's list above, but task links open modules/evaluation/team-task.
  'evaluation',
] as const;
export type ModuleSlug = (typeof moduleSlugs)[number];

const productModules: readonly ModuleSlug[] = ['uaa', 'communication-tool'];

/** The module's path segment: uaa -> zabuni-uaa. */
export const modulePath = (product: string, slug: ModuleSlug): string =>
  productModules.includes(slug) ? `${product}-${slug}` : slug;

/** The one module a signed-out person may open. */
export const UNGUARDED_MODULE: ModuleSlug = 'account';
