// react-admin's default exporter is jsonexport's only user, and the app gives every list its own
// exporter (resources/shared/List.tsx): jsonexport (about 5 kB gzipped on every list page, issue 42)
// is downloaded only if that default is ever called. vite.config.ts puts this in its place.
export default function jsonExport(data: unknown, ...rest: unknown[]): void {
  void import('jsonexport/dist/index.js').then((module) => module.default(data, ...rest));
}
