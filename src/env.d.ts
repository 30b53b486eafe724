/** The folders of resources/ that hold a resource (an index.ts or index.tsx), set by vite.config.ts. */
declare const __RESOURCE_NAMES__: string[];

/** jsonexport's CommonJS build, loaded by src/shims/jsonexport-lazy.ts (the package has no types). */
declare module 'jsonexport/dist/index.js' {
  const jsonExport: (data: unknown, ...rest: unknown[]) => void;
  export default jsonExport;
}
