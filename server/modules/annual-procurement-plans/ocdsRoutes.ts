import { eq } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Config } from '../../config';
import { institutions } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { toFailure } from '../../graphql/result';
import { json, jsonFailure } from '../../http/respond';
import type { Route } from '../../http/routes';
import { findPlan, type DescribedPlan } from './store';

/** Our procurement categories as OCDS mainProcurementCategory values. */
const ocdsCategory: Record<string, string> = {
  GOODS: 'goods',
  WORKS: 'works',
  NON_CONSULTANCY: 'services',
  CONSULTANCY: 'services',
};

/**
 * An annual procurement plan as an OCDS 1.1 release package: one planning release per planned
 * procurement (each is a contracting process to come), with the plan's budget, the buyer, and the
 * method mapped to the OCDS codelist while procurementMethodDetails keeps the national name.
 */
export function planAsReleasePackage(
  plan: DescribedPlan,
  buyer: { uuid: string; name: string },
  options: { ocidPrefix: string; publicUrl: string; publisher: string },
) {
  const party = { id: buyer.uuid, name: buyer.name, roles: ['buyer', 'procuringEntity'] };
  const date = (plan.updatedAt ?? plan.createdAt).toISOString();
  return {
    uri: `${options.publicUrl}/ocds/annual-procurement-plans/${plan.uuid}`,
    version: '1.1',
    publishedDate: new Date().toISOString(),
    publisher: { name: options.publisher },
    releases: plan.items.map((item) => ({
      ocid: `${options.ocidPrefix}-${item.uuid}`,
      id: `${item.uuid}-planning-${date.slice(0, 10)}`,
      date,
      tag: ['planning'],
      initiationType: 'tender',
      language: 'en',
      parties: [party],
      buyer: { id: buyer.uuid, name: buyer.name },
      planning: {
        rationale: plan.description ?? plan.title,
        budget: {
          description: `${plan.title} (${plan.financialYearCode})`,
          amount: { amount: item.estimatedAmount, currency: plan.currency },
          project: plan.title,
          projectID: plan.uuid,
        },
      },
      tender: {
        id: item.uuid,
        title: item.description,
        status: 'planning',
        procurementMethod: item.ocdsMethod,
        procurementMethodDetails: item.procurementMethodName,
        mainProcurementCategory: ocdsCategory[item.category],
        value: { amount: item.estimatedAmount, currency: plan.currency },
        procuringEntity: { id: buyer.uuid, name: buyer.name },
      },
    })),
  };
}

/** GET /{product}-app/ocds/annual-procurement-plans/{uuid}: the caller's own plan only. */
export function ocdsRoutes(config: Config): Route[] {
  return [
    {
      method: 'GET',
      path: new RegExp(`^/${config.product}-app/ocds/annual-procurement-plans/(?<uuid>[^/]+)$`),
      async handle(_request, { db, user }, params) {
        if (!user) return jsonFailure(401, ResponseCode.UNAUTHENTICATED);
        try {
          if (!user.permissions.has('app.annualProcurementPlan.read')) {
            throw new AppError(ResponseCode.FORBIDDEN);
          }
          const plan = await findPlan(db, user, params.uuid);
          const [buyer] = await db
            .select({ uuid: institutions.uuid, name: institutions.name })
            .from(institutions)
            .where(eq(institutions.id, user.institutionId ?? -1));
          return json(
            planAsReleasePackage(plan, buyer, {
              ocidPrefix: config.ocidPrefix,
              publicUrl: config.publicUrl ?? '',
              publisher: 'Zabuni',
            }),
          );
        } catch (error) {
          const failure = toFailure(error);
          return jsonFailure(
            failure.code === ResponseCode.NOT_FOUND ? 404 : 400,
            failure.code,
            failure.message,
          );
        }
      },
    },
  ];
}
