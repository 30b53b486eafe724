import { z } from 'zod';
import { incidentHandlingModes } from '../../../contract/institutions';
import { institutionInputSchema } from './inputs';
import type { PageArgs } from '../../db/paging';
import { operation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import { importInstitutionsFromCsv } from './csv';
import { institutionRegistryFromConfig } from './registry';
import { syncInstitutions } from './sync';
import {
  completeRegistration,
  createInstitution,
  deleteInstitution,
  setIncidentHandlingMode,
  setInstitutionActive,
  updateInstitution,
} from './changes.store';
import {
  findInstitutionById,
  findInstitutionByUuid,
  listAllInstitutions,
  listInstitutions,
} from './queries.store';
import { deleteOperation, storeOperation } from '../../graphql/guards';

const handlingMethodSchema = z.enum(incidentHandlingModes, {
  error: `handlingMethod: use ${incidentHandlingModes.join(' or ')}`,
});

/** activateInstitution / deactivateInstitution: a platform administrator switches an institution on or off. */
const activation = (active: boolean) =>
  storeOperation(
    'uaa.institution.write',
    (args: { id: string }, { db, user }) => setInstitutionActive(db, user, args.id, active),
    'Institution edited successful',
  );

export const institutionResolvers = {
  Query: {
    listOfInstitutions: storeOperation('uaa.institution.read', (args: PageArgs, { db, user }) =>
      listInstitutions(db, user, args.pageParam),
    ),
    findProcuringEntityByUuid: storeOperation(
      'uaa.institution.read',
      (args: { uuid: string }, { db, user }) => findInstitutionByUuid(db, user, args.uuid),
    ),
    getInstitutionById: storeOperation(
      'uaa.institution.read',
      (args: { id: string }, { db, user }) => findInstitutionById(db, user, args.id),
    ),
    allProcuringEntities: operation(
      'uaa.institution.read',
      async (args: { deleted?: boolean | null }, { db, user }) =>
        successList(await listAllInstitutions(db, user, args.deleted ?? false)),
    ),
  },
  Mutation: {
    createUpdateInstitutions: operation(
      'uaa.institution.write',
      async (args: { institution: unknown }, { db, user }) => {
        const input = institutionInputSchema.parse(args.institution);
        if (!input.uuid) {
          return success(
            await createInstitution(db, user, input),
            'Institution registered successful',
          );
        }
        return success(
          await updateInstitution(db, user, input.uuid, input),
          'Institution edited successful',
        );
      },
    ),
    createProcuringEntity: operation(
      'uaa.institution.write',
      async (args: { procuringEntity: unknown }, { db, user }) => {
        const input = institutionInputSchema.parse(args.procuringEntity);
        return success(
          await createInstitution(db, user, { ...input, uuid: null }),
          'PE registered successful',
        );
      },
    ),
    activateInstitution: activation(true),
    deactivateInstitution: activation(false),
    deleteProcuringEntityByUuid: deleteOperation('uaa.institution.delete', deleteInstitution),
    completeProcuringEntityRegistrationByUuid: storeOperation(
      'uaa.institution.write',
      (args: { uuid: string }, { db, user }) => completeRegistration(db, user, args.uuid),
      'PE information has been updated successfully',
    ),
    syncInstitutionFromGisp: operation(
      'uaa.institution.write',
      async (_args, { db, user, config }) => {
        const counts = await syncInstitutions(db, user, institutionRegistryFromConfig(config));
        return success(
          counts,
          `Synchronised ${counts.total} institutions: ${counts.created} created, ${counts.updated} updated, ${counts.skipped} skipped`,
        );
      },
    ),
    setIncidentHandlingMode: storeOperation(
      'uaa.institution.write',
      (args: { handlingMethod: string }, { db, user }) =>
        setIncidentHandlingMode(db, user, handlingMethodSchema.parse(args.handlingMethod)),
      'Edited Successfully',
    ),
    createProcuringEntityFromCSV: storeOperation(
      'uaa.institution.write',
      (args: { procuringEntityDto: unknown }, { db, user }) =>
        importInstitutionsFromCsv(db, user, args.procuringEntityDto),
      'PE Uploaded successful',
    ),
  },
};
