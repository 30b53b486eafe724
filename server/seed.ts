import type { Config } from './config';
import type { Db } from './db/client';
import type { OperatorNotice } from './operatorNotice';
import { loadModules, type LoadedModule } from './serviceModules';

/**
 * Brings a database to what every deployment needs; safe to run on every start. Each module seeds its
 * own tables (server/modules/<domain>/seed.ts, declared in its module.ts); a module runs after the
 * modules its seed names in `after`, otherwise in folder order.
 */
export async function seed(
  db: Db,
  config: Config,
  log: (line: string) => void,
  notice: OperatorNotice,
): Promise<void> {
  for (const module of seedOrder(await loadModules())) {
    await module.seed?.run(db, config, log, notice);
  }
}

function seedOrder(modules: LoadedModule[]): LoadedModule[] {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const ordered: LoadedModule[] = [];
  const visiting = new Set<string>();
  const visit = (module: LoadedModule) => {
    if (ordered.includes(module)) return;
    if (visiting.has(module.name)) throw new Error(`Seeds wait on each other: ${module.name}`);
    visiting.add(module.name);
    for (const name of module.seed?.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`${module.name}: its seed waits on an unknown module ${name}`);
      visit(before);
    }
    ordered.push(module);
  };
  modules.filter((module) => module.seed).forEach(visit);
  return ordered;
}
