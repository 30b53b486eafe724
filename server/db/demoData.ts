import { eq } from 'drizzle-orm';
import { RoleName } from '../../contract/users';
import type { Db } from './client';
import { institutions, roles, userRoles, users } from './schema/identity';
import { serverSecrets } from './schema/system';
import {
  clarifications,
  deliveryAdvises,
  deliveryNotes,
  governmentServiceRequisitions,
  procurementRequisitions,
  tasks,
} from './schema/work';

const MARKER = 'demo-data';

/**
 * Sample work for the first administrator on a new local database (never in production): tasks of
 * several kinds, clarifications and endorsed requisitions for their institution, delivery documents
 * from a government service provider, and tenderer sign-ups over the past months. Runs once.
 */
export async function seedDemoData(db: Db, log: (line: string) => void): Promise<void> {
  const claimed = await db
    .insert(serverSecrets)
    .values({ name: MARKER, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return;

  const [admin] = await db
    .select({ id: users.id, institutionId: users.institutionId })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, RoleName.superAdministrator))
    .limit(1);
  if (!admin?.institutionId) return;
  const buyer = admin.institutionId;
  const providerId = await seedInstitutions(db);
  await seedBuyerWork(db, admin.id, buyer);
  await seedDeliveryDocuments(db, buyer, providerId);
  await seedTendererSignUps(db);
  log('Sample work added for the first administrator (DEMO_DATA=false turns this off).');
}

/** A government service provider and a lower-level institution; answers the provider's id. */
async function seedInstitutions(db: Db): Promise<number> {
  const [provider] = await db
    .insert(institutions)
    .values([
      {
        name: 'Government Procurement Services Agency',
        registrationComplete: true,
        createdBy: MARKER,
      },
      {
        name: 'Mwananyamala Health Centre',
        isLowerLevel: true,
        registrationComplete: true,
        createdBy: MARKER,
      },
    ])
    .returning({ id: institutions.id });
  return provider.id;
}

/** The administrator's tasks, and clarifications and endorsed requisitions of their institution. */
async function seedBuyerWork(db: Db, adminId: number, buyer: number) {
  const taskKinds = [
    ['AnnualProcurementPlan', 'Approve the annual procurement plan 2026/2027'],
    ['AnnualProcurementPlan', 'Review the revised annual procurement plan'],
    ['Tender', 'Approve tender TR/2026/031 for publication'],
    ['ProcurementRequisition', 'Endorse the requisition for office furniture'],
    ['TenderEvaluationCommittee', 'Evaluate tender TR/2026/017'],
    ['TenderBoard', 'Tender board meeting: award of TR/2026/009'],
    ['GovernmentServiceRequisition', 'Confirm the order for fuel supply'],
  ] as const;
  await db.insert(tasks).values(
    taskKinds.map(([kind, title]) => ({
      assigneeUserId: adminId,
      kind,
      title,
      recordUuid: crypto.randomUUID(),
    })),
  );
  await db.insert(clarifications).values(
    [
      'Can the delivery period be extended to 90 days?',
      'Is a manufacturer authorisation required for each lot?',
      'May joint ventures submit one bid security?',
    ].map((question, i) => ({
      institutionId: buyer,
      tenderNumber: `TR/2026/0${21 + i}`,
      question,
      createdBy: MARKER,
    })),
  );
  await db.insert(procurementRequisitions).values([
    {
      institutionId: buyer,
      title: 'Office furniture for the regional offices',
      status: 'ENDORSED',
      assignedUserId: adminId,
      estimatedAmount: '48500000',
      createdBy: MARKER,
    },
    {
      institutionId: buyer,
      title: 'ICT equipment for the data centre',
      status: 'ENDORSED',
      assignedUserId: adminId,
      estimatedAmount: '126000000',
      createdBy: MARKER,
    },
  ]);
}

/** Delivery notes and advices, and an order, from the provider to the buyer. */
async function seedDeliveryDocuments(db: Db, buyer: number, providerId: number) {
  const document = (number: string, amount: string) => ({
    number,
    procuringEntityId: buyer,
    providerInstitutionId: providerId,
    amount,
    createdBy: MARKER,
  });
  await db.insert(deliveryNotes).values([
    { ...document('DN/2026/101', '3250000'), approvalStatus: 'WAIT_FOR_PE_CONFIRMATION' },
    { ...document('DN/2026/102', '1180000'), approvalStatus: 'WAIT_FOR_PE_CONFIRMATION' },
    { ...document('DN/2026/103', '940000'), approvalStatus: 'DRAFT' },
  ]);
  await db.insert(deliveryAdvises).values([
    { ...document('DA/2026/044', '3250000'), approvalStatus: 'AWAIT_PAYMENT' },
    { ...document('DA/2026/045', '2100000'), approvalStatus: 'WAIT_FOR_PE_CONFIRMATION' },
  ]);
  await db
    .insert(governmentServiceRequisitions)
    .values([{ ...document('GSR/2026/012', '7800000'), orderStatus: 'SUBMITTED' }]);
}

/** Tenderers who signed up over the past months (not able to sign in: no password). */
async function seedTendererSignUps(db: Db) {
  const now = new Date();
  await db.insert(users).values(
    [5, 4, 4, 3, 2, 2, 1, 0].map((monthsAgo, i) => ({
      email: `tenderer${i + 1}@demo.zabuni.local`,
      fullName: `Demo Tenderer ${i + 1}`,
      userType: 'TENDERER',
      active: false,
      createdBy: MARKER,
      createdAt: new Date(now.getFullYear(), now.getMonth() - monthsAgo, 10),
    })),
  );
}
