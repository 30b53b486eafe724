import { graphqlRequest } from './graphqlRequest';

/** The institution actions outside react-admin's verbs: activation, registration, CSV, GISP. */

export function setInstitutionActive(institutionId: string | number, active: boolean) {
  const operation = active ? 'activateInstitution' : 'deactivateInstitution';
  return graphqlRequest(
    operation,
    `mutation ($id: ID!) { ${operation}(id: $id) { code message status data { uuid active } } }`,
    { id: String(institutionId) },
  );
}

export const completeInstitutionRegistration = (uuid: string) =>
  graphqlRequest<{ uuid: string; registrationComplete: boolean }>(
    'completeProcuringEntityRegistrationByUuid',
    `mutation ($uuid: String!) { completeProcuringEntityRegistrationByUuid(uuid: $uuid) {
      code message status data { uuid registrationComplete } } }`,
    { uuid },
  );

export const setIncidentHandlingMode = (handlingMethod: string) =>
  graphqlRequest<{ uuid: string; incidentHandlingMode: string }>(
    'setIncidentHandlingMode',
    `mutation ($handlingMethod: String!) { setIncidentHandlingMode(handlingMethod: $handlingMethod) {
      code message status data { uuid incidentHandlingMode } } }`,
    { handlingMethod },
  );

export interface CsvRowResult {
  rowNumber: number;
  name: string;
  created: boolean;
  uuid: string | null;
  error: string | null;
}
export interface CsvUploadResult {
  created: number;
  failed: number;
  rows: CsvRowResult[];
}

export const uploadInstitutionsCsv = (csvContent: string, fileName: string) =>
  graphqlRequest<CsvUploadResult>(
    'createProcuringEntityFromCSV',
    `mutation ($procuringEntityDto: ProcuringEntityCsvInput!) {
      createProcuringEntityFromCSV(procuringEntityDto: $procuringEntityDto) {
        code message status data { created failed rows { rowNumber name created uuid error } } } }`,
    { procuringEntityDto: { csvContent, fileName } },
  );

export interface SyncResult {
  total: number;
  created: number;
  updated: number;
  skipped: number;
}

export const syncInstitutionsFromGisp = () =>
  graphqlRequest<SyncResult>(
    'syncInstitutionFromGisp',
    'mutation { syncInstitutionFromGisp { code message status data { total created updated skipped } } }',
  );
