import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customMethods } from '../../../src/composition/customMethods';

/** Every methods.ts of the browser's folders, wherever it is. */
function methodFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return methodFiles(full);
    return entry.name === 'methods.ts' ? [full] : [];
  });
}

describe('the custom-method table', () => {
  it("collects every domain's methods.ts, so none is missed by the glob's patterns", async () => {
    const files = ['resources', 'custom-pages', 'src'].flatMap(methodFiles);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const { default: table } = (await import(/* @vite-ignore */ path.resolve(file))) as {
        default: Record<string, unknown>;
      };
      for (const [name, method] of Object.entries(table)) {
        expect(customMethods[name], `${file}: ${name}`).toBe(method);
      }
    }
  });

  it("holds the machinery's own methods beside the domains'", () => {
    expect(customMethods).toHaveProperty('getWatchableTables');
    expect(customMethods).toHaveProperty('getFinancialYearsRest');
  });
});
