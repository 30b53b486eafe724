import { envelopeDocument, select } from '../../providers/operations/documents';
import { customMethod } from '../../providers/operations/types';

/** What the first-login signature wizard and the home page read and record about the user (uaa, app). */
export interface MyDetails {
  uuid: string;
  email: string;
  fullName: string;
  userTypeEnum: string;
  isInstitutionAdministrator: boolean;
  institutionRegComplete: boolean;
  procuringEntityUuid: string | null;
  signatureRequestedAt: string | null;
  wpAttachmentUuid: string | null;
  cocAttachmentUuid: string | null;
  tocAttachmentUuid: string | null;
}

export interface FilledTemplate {
  title: string;
  html: string;
}

/** Records a signed document's attachment on the user: one mutation per document of steps 3-5. */
const recordSignedDocument = (operation: string, field: string) =>
  customMethod<{ attachmentUuid: string }>({
    service: 'uaa',
    document: `mutation ${operation}($${field}: String!) {
      ${operation}(${field}: $${field}) { code message status data { uuid ${field} } }
    }`,
    variables: ({ attachmentUuid }) => ({ [field]: attachmentUuid }),
  });

export const signingMethods = {
  getMyDetails: customMethod<void, MyDetails>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'getMyDetails',
      {},
      select.record(
        'uuid email fullName userTypeEnum isInstitutionAdministrator institutionRegComplete procuringEntityUuid signatureRequestedAt wpAttachmentUuid cocAttachmentUuid tocAttachmentUuid',
      ),
    ),
  }),
  updateSignatureRequestUser: customMethod<{ uuid: string }>({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'updateSignatureRequestUser',
      { uuid: 'String!' },
      select.record('uuid signatureRequestedAt'),
    ),
  }),
  getTemplateByCategory: customMethod<
    {
      procuringEntityUuid: string | null;
      categoryCode: string;
      placeholderValues: { signatoryName: string };
    },
    FilledTemplate
  >({
    service: 'app',
    document: envelopeDocument(
      'query',
      'getTemplateByCategory',
      {
        procuringEntityUuid: 'String',
        categoryCode: 'String!',
        placeholderValues: 'TemplatePlaceholderValues',
      },
      select.record('categoryCode title html'),
    ),
  }),
  updateWPUser: recordSignedDocument('updateWPUser', 'wpAttachmentUuid'),
  updateCOCUser: recordSignedDocument('updateCOCUser', 'cocAttachmentUuid'),
  updateTOCUser: recordSignedDocument('updateTOCUser', 'tocAttachmentUuid'),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    signing: typeof signingMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default signingMethods;
