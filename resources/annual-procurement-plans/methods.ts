import { envelopeDocument, select } from '../../providers/operations/documents';
import { customMethod } from '../../providers/operations/types';

/** Publishing an annual procurement plan as open data (app service). */
export const planMethods = {
  publishAnnualProcurementPlan: customMethod<
    { annualProcurementPlanUuid: string },
    { uuid: string; publishedAt: string | null }
  >({
    service: 'app',
    document: envelopeDocument(
      'mutation',
      'publishAnnualProcurementPlan',
      { annualProcurementPlanUuid: 'String!' },
      select.record('uuid publishedAt'),
    ),
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    plans: typeof planMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default planMethods;
