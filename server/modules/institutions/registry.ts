import fs from 'node:fs/promises';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { requiredText } from '../../validation/inputs';

/**
 * The government's register of public institutions (GISP) as syncInstitutionFromGisp reads it. The
 * platform depends on this interface only; a file-based register ships (GISP_REGISTRY_FILE), and a
 * live GISP connection is another implementation of the same interface (see README).
 */
export interface InstitutionRegistry {
  fetchInstitutions(): Promise<RegistryInstitution[]>;
}

const optional = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** One institution as the register describes it; externalId is its stable id there. */
export const registryInstitutionSchema = z.object({
  externalId: requiredText(60),
  name: requiredText(250, 2),
  code: optional,
  /** The category's name as the platform knows it (e.g. "Ministry"); unknown ones are left empty. */
  category: optional,
  /** The register's id of the main institution a lower-level one belongs to. */
  parentExternalId: optional,
  email: optional,
  phone: optional,
  postalAddress: optional,
  physicalAddress: optional,
  website: optional,
  active: z.boolean().default(true),
});
export type RegistryInstitution = z.infer<typeof registryInstitutionSchema>;

const registryFileSchema = z.object({
  institutions: z.array(registryInstitutionSchema).max(50_000),
});

/** Reads the register from a JSON file `{ "institutions": [ ... ] }` (an export of GISP). */
export function fileInstitutionRegistry(filePath: string): InstitutionRegistry {
  return {
    async fetchInstitutions() {
      let text: string;
      try {
        text = await fs.readFile(filePath, 'utf8');
      } catch {
        throw new AppError(
          ResponseCode.OPERATION_FAILED,
          'The institution register file (GISP_REGISTRY_FILE) cannot be read',
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new AppError(
          ResponseCode.OPERATION_FAILED,
          'The institution register file is not JSON',
        );
      }
      const parsed = registryFileSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          ResponseCode.OPERATION_FAILED,
          `The institution register file is not valid at ${issue.path.join('.')}: ${issue.message}`,
        );
      }
      return parsed.data.institutions;
    },
  };
}

/** The configured register, or a clear error when none is configured. */
export function institutionRegistryFromConfig(config: Config): InstitutionRegistry {
  if (!config.gispRegistryFile) {
    throw new AppError(
      ResponseCode.OPERATION_FAILED,
      'No institution register is configured: set GISP_REGISTRY_FILE on the server',
    );
  }
  return fileInstitutionRegistry(config.gispRegistryFile);
}
