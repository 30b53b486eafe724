/** The signature wizard's fixed metadata and document categories. */
export const SIGNING_METADATA = {
  reason: 'Security',
  location: 'Iringa',
  modelId: 10,
  encrypt: true,
  model: 'HTML',
  subModule: 'HTML',
} as const;

export const KEY_PHRASE_MIN_LENGTH = 6;

/**
 * What a document to sign may be: its HTML at most 200 KB (a document template's own limit) and
 * nested at most 40 elements deep; the server also stops a render that runs past its time limit.
 */
export const SIGNING_LIMITS = { maxHtmlBytes: 200_000, maxDepth: 40 } as const;

export const TemplateCategory = {
  billingPolicy: 'TERMS_AND_CONDITION_WALLET',
  codeOfConduct: 'CODE_ETHICS_AND_CONDUCT_FOR_PUBLIC_OFFICERS',
  termsAndConditions: 'TERMS_OF_SERVICES',
} as const;
export type TemplateCategoryCode = (typeof TemplateCategory)[keyof typeof TemplateCategory];

/** POST {product}-dsms/api/signature/request */
export interface SignatureRequest {
  userId: string;
  commonName: string;
  password: string;
}

/** POST {product}-dsms/api/attachment/create/sign/pdf/fromhtml */
export interface SignedDocumentRequest {
  userId: string;
  reason: string;
  location: string;
  contactinfo: string;
  passphrase: string;
  base64html: string;
  attachmentDetail: {
    createdByUuid: string;
    title: string;
    description: string;
    model: string;
    modelId: number;
    modelUuid: string;
    subModule: string;
    encrypt: boolean;
  };
}

/** What the dsms REST calls answer: message 'ERROR' with the text in data on failure. */
export interface DsmsResponse<T> {
  status: boolean;
  code: number;
  message: string;
  data: T;
}

export const dsmsPaths = (product: string) => ({
  signatureRequest: `/${product}-dsms/api/signature/request`,
  revoke: (userUuid: string) => `/${product}-dsms/api/signature/revoke/${userUuid}`,
  hasCertificate: (userUuid: string) =>
    `/${product}-dsms/api/signature/has-certificate/${userUuid}`,
  signPdfFromHtml: `/${product}-dsms/api/attachment/create/sign/pdf/fromhtml`,
  attachmentList: `/${product}-dsms/api/attachment/list/`,
});
