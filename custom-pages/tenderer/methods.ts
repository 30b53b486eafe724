import { envelopeDocument, select } from '../../providers/operations/documents';
import type { GraphqlService } from '../../contract/services';
import { customMethod } from '../../providers/operations/types';

/**
 * The sections of a tenderer's registration the progress page counts, with the resource that keeps
 * each and the spec's read behind it; a part (a person's past positions) is shown under its section
 * and not counted on its own.
 */
export const profileSections = [
  {
    key: 'personnel',
    resource: 'personnel-informations',
    operation: 'getAllPersonnelInformationsByTendererUuidAndDeleted',
    service: 'uaa',
  },
  {
    key: 'personnelExperience',
    resource: 'personnel-work-experiences',
    operation: 'getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted',
    service: 'uaa',
    partOf: 'personnel',
  },
  {
    key: 'litigation',
    resource: 'litigation-records',
    operation: 'getAllLitigationRecordsByTendererAndEntityAndDeletedStatus',
    service: 'uaa',
  },
  {
    key: 'workEquipment',
    resource: 'work-equipments',
    operation: 'getAllWorkEquipmentsByTendererUuidAndDeleted',
    service: 'submission',
  },
  {
    key: 'financialResources',
    resource: 'tenderer-financial-resources',
    operation: 'getAllTendererFinancialResourcesByTendererUuidAndDeleted',
    service: 'uaa',
  },
  {
    key: 'financialStatements',
    resource: 'tenderer-financial-statements',
    operation: 'getAllTendererFinancialStatements',
    service: 'uaa',
  },
  {
    key: 'workExperience',
    resource: 'tenderer-work-experiences',
    operation: 'getAllTendererWorkExperiences',
    service: 'submission',
  },
] as const satisfies readonly {
  key: string;
  resource: string;
  operation: string;
  service: GraphqlService;
  partOf?: string;
}[];

export type ProfileSectionOperation = (typeof profileSections)[number]['operation'];

/** The caller's own rows of a section that are not deleted (no tenderer uuid: the caller's). */
const sectionRows = (operation: ProfileSectionOperation, service: GraphqlService) =>
  customMethod<void, unknown[]>({
    service,
    document: envelopeDocument('query', operation, { deleted: 'Boolean' }, select.list('uuid')),
    variables: () => ({ deleted: false }),
  });

/** A tenderer's company details as the company form reads and saves them. */
export interface MyTenderer {
  uuid: string;
  name: string;
  registrationNumber: string | null;
  tin: string | null;
  phone: string | null;
  physicalAddress: string | null;
  postalAddress: string | null;
}

const tendererFields = 'uuid name registrationNumber tin phone physicalAddress postalAddress';

export const tendererProfileMethods = {
  getMyTenderer: customMethod<void, MyTenderer>({
    service: 'uaa',
    document: envelopeDocument('query', 'getMyTenderer', {}, select.record(tendererFields)),
  }),
  createUpdateMyTenderer: customMethod<
    Omit<MyTenderer, 'uuid'> & { contactFullName: string },
    MyTenderer
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'createUpdateMyTenderer',
      { myTenderer: 'MyTendererInput!' },
      select.record(tendererFields),
    ),
    variables: (myTenderer) => ({ myTenderer }),
  }),
  ...(Object.fromEntries(
    profileSections.map(({ operation, service }) => [operation, sectionRows(operation, service)]),
  ) as Record<ProfileSectionOperation, ReturnType<typeof sectionRows>>),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    tendererProfile: typeof tendererProfileMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default tendererProfileMethods;
