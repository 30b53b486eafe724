import type { ResourceDescriptor } from './resourceDescriptor';

let registered: readonly ResourceDescriptor[] | undefined;

/**
 * Called once by the composition root (src/composition/resourceRegistry.ts), which collects the
 * resource folders. Screens below it that need every resource (the Activity list's kinds, a changed
 * record's link, the home page's counts) read them here: importing the registry itself would be an
 * import cycle, the registry importing those screens' folders.
 */
export function registerResources(descriptors: readonly ResourceDescriptor[]): void {
  registered = descriptors;
}

/** Every resource of the app; fails loudly when asked before the registry has loaded. */
export function registeredResources(): readonly ResourceDescriptor[] {
  if (!registered) {
    throw new Error(
      'No resources registered yet: import src/composition/resourceRegistry.ts first',
    );
  }
  return registered;
}
