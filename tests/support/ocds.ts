import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const schemaDir = path.resolve('tests/support/ocds');
const readSchema = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8'));

/**
 * Validates data against the OCDS 1.1.5 release-package schema (JSON Schema draft 4), as published
 * by the standard; answers the validation errors, none when valid.
 */
export function ocdsPackageErrors(data: unknown): string[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(readSchema('release-schema.json'));
  const validate = ajv.compile(readSchema('release-package-schema.json'));
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** The OCDS method codelist (method.csv). */
export const ocdsMethods: string[] = fs
  .readFileSync(path.join(schemaDir, 'method.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[0]);
