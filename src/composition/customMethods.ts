import { liveMethods } from '../../providers/operations/liveMethods';
import { preferenceMethods } from '../../providers/operations/preferenceMethods';
import type { CustomMethod } from '../../providers/operations/types';

type MethodTable = Record<string, CustomMethod<never, unknown>>;

/**
 * Each domain's methods.ts, beside the screens that call it (a resource's folder, a custom page's,
 * the shell's search), collected at build time as the resources are: a domain adds its methods
 * without editing a list. Its type is declared in the same file (providers/zabuniDataProvider.ts).
 */
const domains = import.meta.glob<MethodTable>(
  [
    '../../resources/*/methods.ts',
    '../../resources/shared/*/methods.ts',
    '../../custom-pages/*/methods.ts',
    '../shell/*/methods.ts',
  ],
  { eager: true, import: 'default' },
);

/** Joins the tables; a name declared twice fails at start-up, naming both files. */
function joined(tables: [string, MethodTable][]): MethodTable {
  const where = new Map<string, string>();
  const methods: MethodTable = {};
  for (const [file, table] of tables) {
    for (const [name, method] of Object.entries(table)) {
      if (where.has(name)) {
        throw new Error(`Custom method "${name}" is declared in ${where.get(name)} and ${file}`);
      }
      where.set(name, file);
      methods[name] = method;
    }
  }
  return methods;
}

/**
 * The data provider's methods beside react-admin's verbs (dataProvider.getMyTasksSummary() and the
 * like): the machinery's own (live lists, preferences) and every domain's; the operation table
 * (operationTable.ts) holds the verbs. Loaded with the domains' chunk (domainDataProvider.ts); the
 * machinery's are sent from a chunk of their own too (customDataProvider.ts).
 */
export const customMethods: MethodTable = joined([
  ['providers/operations/liveMethods.ts', liveMethods],
  ['providers/operations/preferenceMethods.ts', preferenceMethods],
  ...Object.entries(domains),
]);
