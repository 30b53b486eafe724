import {
  litigationRecords,
  personnelInformations,
  personnelWorkExperiences,
  tendererFinancialResources,
  tendererFinancialStatements,
  tendererWorkExperiences,
  workEquipments,
} from '../../db/schema/tenderers';
import { mergeReferenceApis, referenceApi } from '../../reference-kit/api';
import { operationsNamedAfter } from '../../reference-kit/sdl';
import { belongsTo } from '../../graphql/parentFields';
import { type ScopeOf } from '../../reference-kit/resolvers';
import type { RequestContext } from '../../requestContext';
import { ownPersonnelRows, ownTendererRows } from './owner';
import {
  equipment,
  equipmentFields,
  financialResource,
  financialResourceFields,
  financialStatement,
  financialStatementFields,
  litigation,
  litigationFields,
  personnel,
  personnelExperience,
  personnelExperienceFields,
  personnelFields,
  workExperience,
  workExperienceFields,
} from './sectionEntities';

/**
 * The six sections of a tenderer's registration, each on the reference kit with a scope: a tenderer
 * finds, saves and deletes only its own rows (another company's are NOT_FOUND). The spec's reads
 * (store.ts, resolvers.ts) list them; the saves and deletes are ours, named in the spec's style.
 */

const owned = (scope: ScopeOf) => ({
  read: 'signedIn' as const,
  write: 'signedIn' as const,
  delete: 'signedIn' as const,
  scope,
});

/** Sections read on uaa: personnel and their experience, litigation, financial resources and statements. */
export const uaaSections = mergeReferenceApis(
  referenceApi({
    entity: personnel,
    typeName: 'PersonnelInformation',
    doc: "One of the tenderer's key personnel.",
    ...personnelFields.sdl,
    operations: operationsNamedAfter('PersonnelInformation'),
    withListResponse: true,
    permissions: owned(ownTendererRows(personnelInformations.tendererId)),
  }),
  referenceApi({
    entity: personnelExperience,
    typeName: 'PersonnelWorkExperience',
    doc: 'A past position of one of the personnel.',
    ...personnelExperienceFields.sdl,
    operations: operationsNamedAfter('PersonnelWorkExperience'),
    withListResponse: true,
    permissions: owned(
      ownPersonnelRows(personnelWorkExperiences.personnelInformationId, 'personnelWorkExperience'),
    ),
  }),
  referenceApi({
    entity: litigation,
    typeName: 'LitigationRecord',
    doc: 'A court or arbitration case of the tenderer.',
    ...litigationFields.sdl,
    operations: operationsNamedAfter('LitigationRecord'),
    docs: {
      createUpdateLitigationRecord:
        "Creates or updates one of the tenderer's own litigation records (entity: the tenderer).",
    },
    withListResponse: true,
    permissions: owned(
      ownTendererRows(litigationRecords.tendererId, (tenderer) => ({
        entityUuid: tenderer.uuid,
        entityType: 'TENDERER',
      })),
    ),
  }),
  referenceApi({
    entity: financialResource,
    typeName: 'TendererFinancialResource',
    doc: 'Money the tenderer can draw on (a credit line, cash at bank).',
    ...financialResourceFields.sdl,
    operations: operationsNamedAfter('TendererFinancialResource'),
    withListResponse: true,
    permissions: owned(ownTendererRows(tendererFinancialResources.tendererId)),
  }),
  referenceApi({
    entity: financialStatement,
    typeName: 'TendererFinancialStatement',
    doc: "One year of the tenderer's financial statements.",
    ...financialStatementFields.sdl,
    operations: operationsNamedAfter('TendererFinancialStatement'),
    withListResponse: true,
    permissions: owned(ownTendererRows(tendererFinancialStatements.tendererId)),
  }),
);

const personOf = belongsTo(personnelInformations, 'personnelInformationId');
const personField =
  (field: 'uuid' | 'fullName') =>
  async (row: Record<string, unknown>, args: unknown, ctx: RequestContext) =>
    ((await personOf(row, args, ctx)) as Record<string, unknown> | null)?.[field] ?? null;

/** The experience's person, as its type shows it. */
export const personnelWorkExperienceFields = {
  PersonnelWorkExperience: {
    personnelInformationUuid: personField('uuid'),
    personnelFullName: personField('fullName'),
  },
};

/** Sections read on submission: work equipment and work experience. */
export const submissionSections = mergeReferenceApis(
  referenceApi({
    entity: equipment,
    typeName: 'WorkEquipment',
    doc: 'Equipment the tenderer owns or leases for its work.',
    ...equipmentFields.sdl,
    operations: operationsNamedAfter('WorkEquipment'),
    withListResponse: true,
    permissions: owned(ownTendererRows(workEquipments.tendererId)),
  }),
  referenceApi({
    entity: workExperience,
    typeName: 'TendererWorkExperience',
    doc: 'A contract the tenderer carried out.',
    ...workExperienceFields.sdl,
    operations: operationsNamedAfter('TendererWorkExperience'),
    withListResponse: true,
    permissions: owned(ownTendererRows(tendererWorkExperiences.tendererId)),
  }),
);
