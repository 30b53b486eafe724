import { TemplateCategory, type TemplateCategoryCode } from '../../contract/signing';

/** What the server knows of the user's progress (getMyDetails, has-certificate). */
export interface SigningProgress {
  hasCertificate: boolean;
  signatureRequestedAt: string | null;
  wpAttachmentUuid: string | null;
  cocAttachmentUuid: string | null;
  tocAttachmentUuid: string | null;
}

export type SignedDocumentField = 'wpAttachmentUuid' | 'cocAttachmentUuid' | 'tocAttachmentUuid';

/** The documents of steps 3 to 5, in order, with what records them, their labels and failure texts. */
export const documentSteps: {
  field: SignedDocumentField;
  category: TemplateCategoryCode;
  operation: 'updateWPUser' | 'updateCOCUser' | 'updateTOCUser';
  labelKey: string;
  failureKey: string;
}[] = [
  {
    field: 'wpAttachmentUuid',
    category: TemplateCategory.billingPolicy,
    operation: 'updateWPUser',
    labelKey: 'zabuni.signature.steps.billingPolicy',
    failureKey: 'zabuni.signature.failedBillingPolicy',
  },
  {
    field: 'cocAttachmentUuid',
    category: TemplateCategory.codeOfConduct,
    operation: 'updateCOCUser',
    labelKey: 'zabuni.signature.steps.codeOfConduct',
    failureKey: 'zabuni.signature.failedCodeOfConduct',
  },
  {
    field: 'tocAttachmentUuid',
    category: TemplateCategory.termsAndConditions,
    operation: 'updateTOCUser',
    labelKey: 'zabuni.signature.steps.termsAndConditions',
    failureKey: 'zabuni.signature.failedTermsAndConditions',
  },
];

/**
 * Which of the five steps are complete: step 1 (Welcome) always, step 2 once a key exists and was
 * recorded, steps 3-5 once their document is signed. A step counts only when every step before it
 * does, so the wizard shows the first incomplete one.
 */
export function completedSteps(progress: SigningProgress): boolean[] {
  const own = [
    true,
    progress.hasCertificate && progress.signatureRequestedAt !== null,
    ...documentSteps.map((step) => progress[step.field] !== null),
  ];
  return own.map((_, index) => own.slice(0, index + 1).every(Boolean));
}

/** The first incomplete step (0-based), or 5 when all are done. */
export const firstIncompleteStep = (progress: SigningProgress): number => {
  const index = completedSteps(progress).indexOf(false);
  return index === -1 ? 5 : index;
};
