import { envelopeDocument, select } from './documents';
import { gql } from 'graphql-tag';
import { customMethod } from './types';
import type { CsvUploadResult } from '../../contract/institutions';

/** The institution actions outside react-admin's verbs: activation, registration, CSV, GISP (uaa). */
export interface SyncResult {
  total: number;
  created: number;
  updated: number;
  skipped: number;
}

/** activateInstitution and deactivateInstitution take the numeric id. */
const institutionActivation = (operation: string) =>
  customMethod<{ id: string }, { uuid: string; active: boolean }>({
    service: 'uaa',
    document: gql(`mutation ${operation}($id: ID!) {
      ${operation}(id: $id) { code message status data { uuid active } }
    }`),
  });

export const institutionMethods = {
  activateInstitution: institutionActivation('activateInstitution'),
  deactivateInstitution: institutionActivation('deactivateInstitution'),
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
