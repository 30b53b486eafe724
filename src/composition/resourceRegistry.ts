import { registerResources } from '../../providers/registeredResources';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';

/**
 * Every resource of the app: the default export of each resources/<name>/index.ts{,x}, collected at
 * build time so that adding a resource is adding its folder. Folders without an index (shared
 * helpers) are not resources. Registered for the screens below (providers/registeredResources.ts).
 */
const modules = import.meta.glob<{ default: ResourceDescriptor }>(
  '../../resources/*/index.{ts,tsx}',
  {
    eager: true,
  },
);

const folderOf = (path: string) => path.split('/').at(-2) ?? path;

/** Fails at start-up when a folder's index does not describe a resource of the folder's name. */
function checked(path: string, descriptor: ResourceDescriptor | undefined): ResourceDescriptor {
  const folder = folderOf(path);
  if (descriptor?.name !== folder) {
    throw new Error(
      `${path} must default-export the ResourceDescriptor of resource "${folder}" ` +
        `(found ${descriptor ? `"${descriptor.name}"` : 'no default export'})`,
    );
  }
  return descriptor;
}

export const resourceDescriptors: readonly ResourceDescriptor[] = Object.entries(modules).map(
  ([path, module]) => checked(path, module.default),
);

registerResources(resourceDescriptors);
