import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  procurementMethods,
  procurementStages,
  procurementStageToStageTimes,
} from '../../db/schema/planning';
import { procurementMethodCategories } from '../../db/schema/procurementReference';
import { tenderCategories } from '../../db/schema/referenceData';
import { liveIdsByCode, seedRowsOnce } from '../../reference-kit/seeding';
import { fillSwahili } from '../../reference-kit/swahiliSeed';
import { procurementMethodsSwahili } from './swahili';

/** The procurement methods, then the stages of a tender and the days between them per method. */
export async function seedProcurementMethodsAndStages(db: Db): Promise<void> {
  await db
    .insert(procurementMethods)
    .values(
      [
        ['ICT', 'International Competitive Tendering', 'open'],
        ['NCT', 'National Competitive Tendering', 'open'],
        ['RT', 'Restricted Tendering', 'selective'],
        ['QCBS', 'Quality and Cost Based Selection', 'selective'],
        ['RFQ', 'Request for Quotations', 'limited'],
        ['MVP', 'Minor Value Procurement', 'limited'],
        ['SS', 'Single Source Procurement', 'direct'],
        ['FA', 'Force Account', 'direct'],
      ].map(([code, name, ocdsMethod]) => ({ code, name, ocdsMethod, createdBy: 'system' })),
    )
    .onConflictDoNothing();
  await seedProcurementStages(db);
  await seedMethodCategories(db);
  await fillSwahili(db, ...procurementMethodsSwahili);
}

/** The procurement categories (tender category codes, as tender-categories seeds them) of each method. */
const methodCategories: Record<string, string[]> = {
  ICT: ['G', 'W', 'NC'],
  NCT: ['G', 'W', 'NC'],
  RT: ['G', 'W', 'NC'],
  QCBS: ['C'],
  RFQ: ['G', 'W', 'NC'],
  MVP: ['G', 'W', 'NC'],
  SS: ['G', 'W', 'C', 'NC'],
  FA: ['W'],
};

/** Which categories each method may procure in, linked once (afterwards administrators own them). */
async function seedMethodCategories(db: Db) {
  const categories = await liveIdsByCode(db, tenderCategories, ['G', 'W', 'C', 'NC']);
  const methods = await liveIdsByCode(db, procurementMethods, Object.keys(methodCategories));
  const links = Object.entries(methodCategories).flatMap(([method, codes]) =>
    codes
      .filter((code) => methods.has(method) && categories.has(code))
      .map((code) => ({
        procurementMethodId: methods.get(method)!,
        procurementCategoryId: categories.get(code)!,
      })),
  );
  await seedRowsOnce(db, procurementMethodCategories, links);
}

/** The stages of a tender, in order, with their stage types. */
const stages = [
  ['Preparation of tender documents', 'PLANNING'],
  ['Invitation to tender', 'TENDERING'],
  ['Opening of tenders', 'OPENING'],
  ['Evaluation of tenders', 'EVALUATION'],
  ['Tender board approval', 'APPROVAL'],
  ['Notice of intention to award', 'AWARD'],
  ['Contract signing', 'CONTRACT'],
] as const;

/**
 * Days from each stage to the next, per method (typical planning periods: longer tendering for
 * international competition, short ones for quotations).
 */
const daysByMethod: Record<string, number[]> = {
  ICT: [14, 45, 21, 14, 3, 14],
  NCT: [14, 30, 14, 14, 3, 14],
  RT: [7, 21, 14, 7, 3, 14],
  RFQ: [3, 7, 3, 7, 1, 7],
};

/** Seeds stages and stage-to-stage times once, on a database that has no stages yet. */
async function seedProcurementStages(db: Db) {
  const [existing] = await db.select({ id: procurementStages.id }).from(procurementStages).limit(1);
  if (existing) return;
  const saved = await db
    .insert(procurementStages)
    .values(
      stages.map(([name, procurementStageTypeEnum], position) => ({
        name,
        procurementStageTypeEnum,
        position,
        createdBy: 'system',
      })),
    )
    .returning({ id: procurementStages.id });
  const methods = await db
    .select({ id: procurementMethods.id, code: procurementMethods.code })
    .from(procurementMethods)
    .where(
      and(
        inArray(procurementMethods.code, Object.keys(daysByMethod)),
        eq(procurementMethods.deleted, false),
      ),
    );
  await db.insert(procurementStageToStageTimes).values(
    methods.flatMap((method) =>
      daysByMethod[method.code].map((days, i) => ({
        procurementMethodId: method.id,
        currentStageId: saved[i].id,
        nextStageId: saved[i + 1].id,
        days,
        createdBy: 'system',
      })),
    ),
  );
}
