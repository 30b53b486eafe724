/** The folders of resources/ that hold a resource (an index.ts or index.tsx), set by vite.config.ts. */
declare const __RESOURCE_NAMES__: string[];
