import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const schemaDir = path.resolve('tests/support/ocds');
const readSchema = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8'));

let ajv: Ajv | undefined;
/** One validator for the OCDS 1.1.5 schemas, which refer to each other by their ids. */
function validator(file: string) {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    for (const schema of [
      'release-schema.json',
      'versioned-release-validation-schema.json',
      'release-package-schema.json',
      'record-package-schema.json',
    ]) {
      ajv.addSchema(readSchema(schema));
    }
  }
  const { id } = readSchema(file) as { id: string };
  return ajv.getSchema(id)!;
}

const errorsOf = (file: string, data: unknown): string[] => {
  const validate = validator(file);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

/**
 * Validates data against the OCDS 1.1.5 release-package schema (JSON Schema draft 4), as published
 * by the standard; answers the validation errors, none when valid.
 */
export const ocdsPackageErrors = (data: unknown): string[] =>
  errorsOf('release-package-schema.json', data);

/** The same against the OCDS 1.1.5 record-package schema. */
export const ocdsRecordPackageErrors = (data: unknown): string[] =>
  errorsOf('record-package-schema.json', data);

/** The same against the OCDS 1.1.5 release schema (one release, e.g. a line of the bulk file). */
export const ocdsReleaseErrors = (data: unknown): string[] => errorsOf('release-schema.json', data);

/** The OCDS method codelist (method.csv). */
export const ocdsMethods: string[] = fs
  .readFileSync(path.join(schemaDir, 'method.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[0]);
