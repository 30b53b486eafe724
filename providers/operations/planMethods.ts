import { envelopeDocument, select } from './documents';
import { customMethod } from './types';

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
