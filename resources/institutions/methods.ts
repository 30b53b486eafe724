import { envelopeDocument, select } from '../../providers/operations/documents';
import { customMethod } from '../../providers/operations/types';
import { activationById } from '../../providers/operations/activation';
import type { CsvUploadResult } from '../../contract/institutions';

/** The institution actions outside react-admin's verbs: activation, registration, CSV, GISP (uaa). */
export interface SyncResult {
  total: number;
  created: number;
  updated: number;
  skipped: number;
}

export const institutionMethods = {
  /** activateInstitution and deactivateInstitution take the numeric id. */
  activateInstitution: activationById('activateInstitution', 'uuid'),
  deactivateInstitution: activationById('deactivateInstitution', 'uuid'),
  completeProcuringEntityRegistrationByUuid: customMethod<
    { uuid: string },
    { uuid: string; registrationComplete: boolean }
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'completeProcuringEntityRegistrationByUuid',
      { uuid: 'String!' },
      select.record('uuid registrationComplete'),
    ),
  }),
  setIncidentHandlingMode: customMethod<
    { handlingMethod: string },
    { uuid: string; incidentHandlingMode: string }
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'setIncidentHandlingMode',
      { handlingMethod: 'String!' },
      select.record('uuid incidentHandlingMode'),
    ),
  }),
  createProcuringEntityFromCSV: customMethod<
    { csvContent: string; fileName: string },
    CsvUploadResult
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'createProcuringEntityFromCSV',
      { procuringEntityDto: 'ProcuringEntityCsvInput!' },
      select.record('created failed rows { rowNumber name created uuid error }'),
    ),
    variables: (procuringEntityDto) => ({ procuringEntityDto }),
  }),
  syncInstitutionFromGisp: customMethod<void, SyncResult>({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'syncInstitutionFromGisp',
      {},
      select.record('total created updated skipped'),
    ),
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    institutions: typeof institutionMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default institutionMethods;
