import { Worker } from 'node:worker_threads';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { procurementMethods } from '../../db/schema/planning';
import {
  contractTypes,
  gfsCodes,
  holidays,
  inspectionTests,
  procurementMethodCategories,
  procurementMethodSelectionReasons,
  schedulesOfRequirements,
  selectionMethods,
  sourcesOfFunds,
  specialDays,
  specificationSettings,
  timelines,
  unitsOfMeasure,
  unspscCodes,
} from '../../db/schema/procurementReference';
import { tenderCategories } from '../../db/schema/referenceData';
import { liveIdsByCode, seedOnce, seedRowsOnce } from '../../reference-kit/seeding';
import { fillSwahili } from '../../reference-kit/swahiliSeed';
import { procurementReferenceSwahili } from './swahili';

/**
 * The procurement reference data a new platform starts with. Idempotent: natural keys with
 * onConflictDoNothing, and lists without one only while empty. Runs after the tender categories
 * (uaa reference data) and the procurement methods are seeded.
 */
const by = 'system';

/** Tender category codes as seeded by the uaa reference data: Goods, Works, Consultancy, Non-consultancy. */
const G = 'G';
const W = 'W';
const C = 'C';
const NC = 'NC';

const methodCategories: Record<string, string[]> = {
  ICT: [G, W, NC],
  NCT: [G, W, NC],
  RT: [G, W, NC],
  QCBS: [C],
  RFQ: [G, W, NC],
  MVP: [G, W, NC],
  SS: [G, W, C, NC],
  FA: [W],
};

const contractTypeRows: [code: string, name: string, category: string, description: string][] = [
  ['G-FP', 'Fixed price', G, 'Goods supplied at prices fixed for the contract'],
  ['G-FW', 'Framework agreement', G, 'Call-off orders at agreed prices over a period'],
  ['W-LS', 'Lump sum', W, 'Works for one total price against drawings and specification'],
  ['W-BOQ', 'Admeasurement (bill of quantities)', W, 'Paid by measured quantities at unit rates'],
  ['W-DB', 'Design and build', W, 'The contractor designs and builds'],
  ['C-LS', 'Lump sum', C, 'Consultancy paid against deliverables'],
  ['C-TB', 'Time-based', C, 'Consultancy paid by the time of experts'],
  ['C-PB', 'Percentage-based', C, 'Fees as a percentage of the cost of the works'],
  ['C-RT', 'Retainer', C, 'Advisory services on call for a period'],
  ['NC-LS', 'Lump sum', NC, 'Services for one total price'],
  ['NC-UR', 'Unit rates', NC, 'Services paid by measured units (e.g. per month cleaning)'],
];

/**
 * GFS codes: Tanzania's expenditure items of the budget books and revenue items of the IMF GFS Manual
 * 2014 classification that Tanzania's chart of accounts follows.
 */
const gfsCodeRows: [code: string, description: string, category: 'REVENUE' | 'EXPENDITURE'][] = [
  ['1141', 'General taxes on goods and services', 'REVENUE'],
  ['1151', 'Customs and other import duties', 'REVENUE'],
  ['1415', 'Rent', 'REVENUE'],
  ['1422', 'Administrative fees', 'REVENUE'],
  ['1423', 'Incidental sales by nonmarket establishments', 'REVENUE'],
  ['143', 'Fines, penalties, and forfeits', 'REVENUE'],
  ['210100', 'Basic Salaries - Pers. Emol.', 'EXPENDITURE'],
  ['220100', 'Office and General Supplies and Services', 'EXPENDITURE'],
  ['220200', 'Utilities Supplies and Services', 'EXPENDITURE'],
  ['220300', 'Fuel, Oils and Lubricants', 'EXPENDITURE'],
  ['220400', 'Medical Supplies and Services', 'EXPENDITURE'],
  ['220700', 'Rental Expenses', 'EXPENDITURE'],
  ['220800', 'Training - Domestic', 'EXPENDITURE'],
  ['221000', 'Travel - In - Country', 'EXPENDITURE'],
  ['221100', 'Travel - Out - Country', 'EXPENDITURE'],
  ['221200', 'Communication and Information', 'EXPENDITURE'],
  ['221300', 'Educational Material Supplies and Services', 'EXPENDITURE'],
  ['221400', 'Hospitality Supplies and Services', 'EXPENDITURE'],
  ['221600', 'Food and Refreshments', 'EXPENDITURE'],
  ['229900', 'Other Operating Expenses', 'EXPENDITURE'],
];

const unitRows: [name: string, symbol: string][] = [
  ['Each', 'ea'],
  ['Piece', 'pc'],
  ['Kilogram', 'kg'],
  ['Gram', 'g'],
  ['Tonne', 't'],
  ['Litre', 'L'],
  ['Millilitre', 'mL'],
  ['Metre', 'm'],
  ['Kilometre', 'km'],
  ['Square metre', 'm²'],
  ['Cubic metre', 'm³'],
  ['Box', 'box'],
  ['Carton', 'ctn'],
  ['Packet', 'pkt'],
  ['Ream', 'ream'],
  ['Dozen', 'doz'],
  ['Set', 'set'],
  ['Pair', 'pr'],
  ['Roll', 'roll'],
  ['Bag', 'bag'],
  ['Lot', 'lot'],
  ['Hour', 'h'],
  ['Day', 'd'],
  ['Month', 'mo'],
  ['Lump sum', 'LS'],
  ['Gigabyte', 'GB'],
  ['Inch', 'in'],
  ['Grams per square metre', 'gsm'],
];

const sourceOfFundsRows: [code: string, name: string, description: string][] = [
  ['GOT', 'Government of Tanzania', 'Funds voted by Parliament (recurrent and development)'],
  ['OWN', 'Own source revenue', "The institution's own collections"],
  ['DP-GRANT', 'Development partner grant', 'Grants from development partners'],
  ['DP-LOAN', 'Development partner loan', 'Concessional and non-concessional loans'],
  ['BASKET', 'Basket fund', 'Pooled funds of several development partners'],
];

const selectionMethodRows: [code: string, name: string][] = [
  ['QCBS', 'Quality and Cost Based Selection'],
  ['QBS', 'Quality Based Selection'],
  ['FBS', 'Selection under a Fixed Budget'],
  ['LCS', 'Least Cost Selection'],
  ['CQS', "Selection Based on Consultants' Qualifications"],
  ['SSS', 'Single Source Selection'],
  ['ICS', 'Individual Consultant Selection'],
];

const timelineRows: [code: string, name: string, days: number, description: string][] = [
  ['TENDER_VALIDITY', 'Tender validity period', 120, 'From the deadline for submission'],
  ['SECURITY_VALIDITY', 'Tender security validity', 148, 'Tender validity plus 28 days'],
  ['STANDSTILL', 'Notice of intention to award', 14, 'Before the contract may be awarded'],
  ['PERFORMANCE_SECURITY', 'Performance security', 28, 'After the notification of award'],
  ['CONTRACT_SIGNING', 'Contract signing', 28, 'After the notification of award'],
];

const selectionReasonRows: [reason: string, method: string | null][] = [
  ['The value is below the threshold for competitive tendering', 'RFQ'],
  ['The value is below the threshold for minor value procurement', 'MVP'],
  ['Only a limited number of suppliers can provide the goods, works or services', 'RT'],
  ['Only one supplier can provide the goods (proprietary or exclusive rights)', 'SS'],
  ['An emergency (disaster, epidemic) leaves no time for competitive tendering', 'SS'],
  ['Additional deliveries must be compatible with existing equipment', 'SS'],
  ['The institution has the staff and equipment to carry out the works itself', 'FA'],
];

/** A UNSPSC sample on all four levels: segment, family, class, commodity. */
const unspscRows: [code: string, title: string, level: string, parent: string | null][] = [
  ['43000000', 'Information Technology Broadcasting and Telecommunications', 'SEGMENT', null],
  ['43210000', 'Computer Equipment and Accessories', 'FAMILY', '43000000'],
  ['43211500', 'Computers', 'CLASS', '43210000'],
  ['43211503', 'Notebook computers', 'COMMODITY', '43211500'],
  ['43211507', 'Desktop computers', 'COMMODITY', '43211500'],
  ['43211509', 'Tablet computers', 'COMMODITY', '43211500'],
  ['43212100', 'Computer printers', 'CLASS', '43210000'],
  ['43212105', 'Laser printers', 'COMMODITY', '43212100'],
  ['44000000', 'Office Equipment and Accessories and Supplies', 'SEGMENT', null],
  ['44120000', 'Office supplies', 'FAMILY', '44000000'],
  ['44121600', 'Desk supplies', 'CLASS', '44120000'],
  ['44121615', 'Staplers', 'COMMODITY', '44121600'],
  ['14000000', 'Paper Materials and Products', 'SEGMENT', null],
  ['14110000', 'Paper products', 'FAMILY', '14000000'],
  ['14111500', 'Printing and writing paper', 'CLASS', '14110000'],
  ['14111507', 'Printer or copier paper', 'COMMODITY', '14111500'],
  ['42000000', 'Medical Equipment and Accessories and Supplies', 'SEGMENT', null],
  ['42130000', 'Medical fabrics and gloves and related products', 'FAMILY', '42000000'],
  ['42132200', 'Medical gloves and accessories', 'CLASS', '42130000'],
  ['42132203', 'Medical exam or non surgical procedure gloves', 'COMMODITY', '42132200'],
];

const specificationRows: [
  unspsc: string,
  field: string,
  type: string,
  unit: string | null,
  required: boolean,
][] = [
  ['43211503', 'Processor', 'TEXT', null, true],
  ['43211503', 'Memory (RAM)', 'NUMBER', 'Gigabyte', true],
  ['43211503', 'Storage', 'NUMBER', 'Gigabyte', true],
  ['43211503', 'Screen size', 'NUMBER', 'Inch', false],
  ['14111507', 'Paper size', 'LIST', null, true],
  ['14111507', 'Paper weight', 'NUMBER', 'Grams per square metre', true],
  ['42132203', 'Glove size', 'LIST', null, true],
  ['42132203', 'Powder free', 'BOOLEAN', null, false],
];

const inspectionTestRows: [question: string, inputType: string][] = [
  ['Do the delivered items match the specification in the contract?', 'YES_NO'],
  ['How many items were delivered?', 'NUMBER'],
  ['Are the items free from visible damage?', 'YES_NO'],
  ['Were the items tested in operation and found working?', 'YES_NO'],
  ['On which date were the items delivered?', 'DATE'],
  ['Remarks of the inspection committee', 'TEXT'],
];

/**
 * date-holidays 3.37.0 gives Zanzibar Revolution Day on 2 January; it is on 12 January. Corrections
 * by holiday name, applied before saving (month-day).
 */
const holidayCorrections: Record<string, string> = { 'Zanzibar Revolution Day': '01-12' };

// Plain JavaScript beside this file, in the sources and in the built server alike.
const holidaysWorker = new URL('./holidaysWorker.mjs', import.meta.url);

/** One holiday as holidaysWorker.mjs posts it: the date as YYYY-MM-DD, with its year. */
interface HolidayOfYear {
  name: string;
  date: string;
  type: string;
  year: number;
}

/**
 * Tanzania's public holidays of these years from date-holidays, as rows (YYYY-MM-DD). date-holidays
 * and its data (some 20 MB resident) are loaded in a worker thread that ends with the answer, so the
 * server does not keep them (decision 160).
 */
export async function tanzaniaHolidays(years: number[]) {
  const worker = new Worker(holidaysWorker, { workerData: years });
  const found = await new Promise<HolidayOfYear[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The holidays worker ended with ${code}`)));
  });
  await worker.terminate();
  return found.map((holiday) => {
    const correction = holidayCorrections[holiday.name];
    return {
      name: holiday.name,
      date: correction ? `${holiday.year}-${correction}` : holiday.date,
      type: holiday.type,
      createdBy: by,
    };
  });
}

/** Whether the seed already saved holidays of `year` (deleted ones count: they stay deleted). */
async function hasSeededHolidays(db: Db, year: number): Promise<boolean> {
  const found = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(
      and(
        eq(holidays.createdBy, by),
        gte(holidays.date, `${year}-01-01`),
        lte(holidays.date, `${year}-12-31`),
      ),
    )
    .limit(1);
  return found.length > 0;
}

export async function seedProcurementReference(db: Db, now = new Date()): Promise<void> {
  const categories = await liveIdsByCode(db, tenderCategories, [G, W, C, NC]);
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
  const contractRows = contractTypeRows
    .filter(([, , category]) => categories.has(category))
    .map(([code, name, category, description]) => ({
      code,
      name,
      description,
      procurementCategoryId: categories.get(category)!,
      createdBy: by,
    }));
  if (contractRows.length > 0) {
    await db.insert(contractTypes).values(contractRows).onConflictDoNothing();
  }
  await db
    .insert(gfsCodes)
    .values(
      gfsCodeRows.map(([code, description, category]) => ({
        code,
        description,
        category,
        createdBy: by,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(unitsOfMeasure)
    .values(unitRows.map(([name, symbol]) => ({ name, symbol, createdBy: by })))
    .onConflictDoNothing();
  await db
    .insert(sourcesOfFunds)
    .values(
      sourceOfFundsRows.map(([code, name, description]) => ({
        code,
        name,
        description,
        createdBy: by,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(selectionMethods)
    .values(selectionMethodRows.map(([code, name]) => ({ code, name, createdBy: by })))
    .onConflictDoNothing();
  await db
    .insert(timelines)
    .values(
      timelineRows.map(([code, name, days, description]) => ({
        code,
        name,
        days,
        description,
        createdBy: by,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(unspscCodes)
    .values(
      unspscRows.map(([code, title, level, parentCode]) => ({
        code,
        title,
        level,
        parentCode,
        createdBy: by,
      })),
    )
    .onConflictDoNothing();
  // Holidays of this year and the next: a platform that keeps running gets next year's on a restart.
  // Next year's there means this year's were saved with them: no worker at all on a restart.
  const year = now.getUTCFullYear();
  if (!(await hasSeededHolidays(db, year + 1))) {
    await db
      .insert(holidays)
      .values(await tanzaniaHolidays([year, year + 1]))
      .onConflictDoNothing();
  }
  await db
    .insert(specialDays)
    .values({
      name: 'General Election Day',
      date: '2025-10-29',
      description: 'Public holiday declared for the general election',
      createdBy: by,
    })
    .onConflictDoNothing();
  await seedRowsOnce(
    db,
    procurementMethodSelectionReasons,
    selectionReasonRows.map(([reason, method]) => ({
      reason,
      procurementMethodId: method ? (methods.get(method) ?? null) : null,
      createdBy: by,
    })),
  );
  await seedRowsOnce(
    db,
    schedulesOfRequirements,
    (
      [
        [
          G,
          'Schedule of requirements (goods and delivery)',
          'Items, quantities and delivery dates',
        ],
        [W, 'Bill of quantities', 'Measured items of the works with their quantities'],
        [C, 'Terms of reference', 'Objectives, scope, deliverables and experts'],
        [NC, 'Schedule of services', 'Services, their measurable outputs and frequencies'],
      ] as const
    )
      .filter(([category]) => categories.has(category))
      .map(([category, name, description]) => ({
        name,
        description,
        procurementCategoryId: categories.get(category)!,
        createdBy: by,
      })),
  );
  await seedOnce(db, specificationSettings, async () => {
    const units = new Map(
      (
        await db.select({ id: unitsOfMeasure.id, name: unitsOfMeasure.name }).from(unitsOfMeasure)
      ).map((unit) => [unit.name, unit.id]),
    );
    await db.insert(specificationSettings).values(
      specificationRows.map(([unspscCode, fieldName, fieldType, unit, isRequired]) => ({
        unspscCode,
        fieldName,
        fieldType,
        unitOfMeasureId: unit ? (units.get(unit) ?? null) : null,
        isRequired,
        createdBy: by,
      })),
    );
  });
  await seedRowsOnce(
    db,
    inspectionTests,
    inspectionTestRows.map(([inspectionTestQuestion, inputType]) => ({
      inspectionTestQuestion,
      inputType,
      createdBy: by,
    })),
  );
  await fillSwahili(db, ...procurementReferenceSwahili);
}
