import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Db } from '../../db/client';
import {
  academicLevels,
  businessLicenseAuthorities,
  businessLineConfigurations,
  businessLineGlobalConfigurations,
  businessLines,
  countries,
  equipmentTypes,
  institutionActivities,
  offerTypes,
  professionalQualifications,
  statutoryBoards,
  statutoryOffers,
  tenderCategories,
  tenderSubCategories,
  tendererCategories,
  tendererProfileSettings,
  tendererSourceOfFunds,
} from '../../db/schema/referenceData';
import { seedOnce, seedRowsOnce } from '../../reference-kit/seeding';
import { fillSwahili } from '../../reference-kit/swahiliSeed';
import { generalReferenceSwahili } from './swahili';

/**
 * What a Tanzanian deployment starts from. Each list is seeded once, when its table is empty (deleted
 * rows included): afterwards administrators own it, and a renamed or deleted entry is not brought back.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const by = 'system';
  const named = (rows: [string, string?][]) =>
    rows.map(([name, description]) => ({ name, description: description ?? null, createdBy: by }));

  await seedOnce(db, tenderCategories, async () => {
    await db.insert(tenderCategories).values(
      [
        ['Goods', 'G', 'Supply of products, materials and equipment'],
        ['Works', 'W', 'Construction, rehabilitation and installation works'],
        ['Consultancy Services', 'C', 'Intellectual and advisory services'],
        ['Non-Consultancy Services', 'NC', 'Services with measurable physical outputs'],
      ].map(([name, code, description]) => ({ name, code, description, createdBy: by })),
    );
  });
  await seedOnce(db, tenderSubCategories, () => seedSubCategories(db));
  await seedRowsOnce(
    db,
    tendererCategories,
    named([
      ['Local Company', 'A company registered in Tanzania'],
      ['Foreign Company', 'A company registered outside Tanzania'],
      ['Individual', 'A sole proprietor or individual consultant'],
      ['Joint Venture', 'Two or more firms tendering together'],
      ['Special Group', 'Women, youth, elderly or persons with disabilities (PPA section 64)'],
      ['Public Institution', 'A government agency or public corporation that tenders'],
    ]),
  );
  await seedRowsOnce(
    db,
    statutoryBoards,
    [
      ['Contractors Registration Board', 'CRB'],
      ['Engineers Registration Board', 'ERB'],
      ['Architects and Quantity Surveyors Registration Board', 'AQRB'],
      ['National Board of Accountants and Auditors', 'NBAA'],
      ['Tanzania Medicines and Medical Devices Authority', 'TMDA'],
      ['Procurement and Supplies Professionals and Technicians Board', 'PSPTB'],
      ['Energy and Water Utilities Regulatory Authority', 'EWURA'],
      ['Tanzania Communications Regulatory Authority', 'TCRA'],
      ['Pharmacy Council', 'PC'],
      ['Tanganyika Law Society', 'TLS'],
      ['Tanzania Bureau of Standards', 'TBS'],
      ['Occupational Safety and Health Authority', 'OSHA'],
    ].map(([name, acronym]) => ({ name, acronym, createdBy: by })),
  );
  await seedRowsOnce(db, businessLicenseAuthorities, [
    ...[
      ['Business Registrations and Licensing Agency', 'BRELA'],
      ['Zanzibar Business and Property Registration Agency', 'BPRA'],
      ['Tanzania Investment Centre', 'TIC'],
    ].map(([name, acronym]) => ({ name, acronym, authorityType: 'CENTRAL', createdBy: by })),
    ...[
      'Dar es Salaam City Council',
      'Kinondoni Municipal Council',
      'Temeke Municipal Council',
      'Ubungo Municipal Council',
      'Kigamboni Municipal Council',
      'Dodoma City Council',
      'Arusha City Council',
      'Mwanza City Council',
      'Mbeya City Council',
      'Tanga City Council',
      'Morogoro Municipal Council',
      'Moshi Municipal Council',
    ].map((name) => ({ name, authorityType: 'LOCAL_GOVERNMENT', createdBy: by })),
  ]);
  await seedOnce(db, businessLines, () => seedBusinessLines(db));
  await seedOnce(db, businessLineConfigurations, () => seedBusinessLineConfigurations(db));
  await seedRowsOnce(
    db,
    businessLineGlobalConfigurations,
    [
      ['MAX_BUSINESS_LINES_PER_TENDERER', '10', 'How many business lines one tenderer may hold'],
      ['CERTIFICATE_VALIDITY_MONTHS', '12', 'How long a registration certificate is valid'],
      [
        'BUSINESS_LICENSE_MIN_VALIDITY_DAYS',
        '30',
        'A business licence must be valid at least this long when a line is registered',
      ],
    ].map(([name, value, description]) => ({ name, value, description, createdBy: by })),
  );
  await seedRowsOnce(
    db,
    offerTypes,
    named([
      ['Main Offer', 'The offer that answers the tender as issued'],
      ['Alternative Offer', 'A technical alternative where the tender allows one'],
      ['Unconditional Discount', 'A discount on the main offer without conditions'],
      ['Conditional Discount', 'A discount that applies if several lots are awarded'],
    ]),
  );
  await seedRowsOnce(db, countries, countryRows(by));
  await seedRowsOnce(
    db,
    academicLevels,
    [
      'Primary Education',
      'Certificate of Secondary Education (CSEE)',
      'Advanced Certificate of Secondary Education (ACSEE)',
      'Basic Technician Certificate (NTA Level 4)',
      'Technician Certificate (NTA Level 5)',
      'Ordinary Diploma (NTA Level 6)',
      'Higher Diploma (NTA Level 7)',
      "Bachelor's Degree (NTA Level 8)",
      'Postgraduate Diploma',
      "Master's Degree",
      'Doctorate (PhD)',
    ].map((name, index) => ({ name, rank: index + 1, createdBy: by })),
  );
  await seedRowsOnce(
    db,
    professionalQualifications,
    [
      ['Certified Public Accountant', 'CPA(T)', 'NBAA'],
      ['Certified Procurement and Supplies Professional', 'CPSP(T)', 'PSPTB'],
      ['Professional Engineer', 'PEng', 'ERB'],
      ['Registered Architect', 'Arch', 'AQRB'],
      ['Registered Quantity Surveyor', 'QS', 'AQRB'],
      ['Advocate of the High Court', 'Adv', 'High Court of Tanzania'],
      ['Registered Pharmacist', 'RPh', 'Pharmacy Council'],
      ['Certified Information Systems Auditor', 'CISA', 'ISACA'],
      ['Project Management Professional', 'PMP', 'Project Management Institute'],
    ].map(([name, acronym, awardingBody]) => ({ name, acronym, awardingBody, createdBy: by })),
  );
  await seedRowsOnce(
    db,
    statutoryOffers,
    [
      ['Certificate of Incorporation or Registration', 'BRELA'],
      ['Business Licence', 'BRELA or the local government authority'],
      ['Taxpayer Identification Number (TIN) Certificate', 'TRA'],
      ['Tax Clearance Certificate', 'TRA'],
      ['VAT Registration Certificate', 'TRA'],
      ['NSSF Compliance Certificate', 'NSSF'],
      ['WCF Compliance Certificate', 'Workers Compensation Fund'],
      ['OSHA Compliance Certificate', 'OSHA'],
    ].map(([name, issuingAuthority]) => ({ name, issuingAuthority, createdBy: by })),
  );
  await seedRowsOnce(
    db,
    equipmentTypes,
    [
      ['Excavator', 'Earthmoving'],
      ['Bulldozer', 'Earthmoving'],
      ['Wheel Loader', 'Earthmoving'],
      ['Backhoe Loader', 'Earthmoving'],
      ['Motor Grader', 'Road construction'],
      ['Vibratory Roller', 'Road construction'],
      ['Asphalt Paver', 'Road construction'],
      ['Tipper Truck', 'Haulage'],
      ['Water Bowser', 'Haulage'],
      ['Low-bed Trailer', 'Haulage'],
      ['Mobile Crane', 'Lifting'],
      ['Tower Crane', 'Lifting'],
      ['Concrete Mixer', 'Concrete'],
      ['Concrete Vibrator', 'Concrete'],
      ['Generator', 'Power'],
      ['Air Compressor', 'Power'],
      ['Welding Machine', 'Workshop'],
      ['Borehole Drilling Rig', 'Water works'],
      ['Total Station', 'Survey'],
    ].map(([name, category]) => ({ name, category, createdBy: by })),
  );
  await seedRowsOnce(
    db,
    tendererProfileSettings,
    (
      [
        ['PERSONNEL', 'Personnel information', true],
        ['PERSONNEL_EXPERIENCE', 'Personnel work experience', true],
        ['WORK_EXPERIENCE', 'Tenderer work experience', true],
        ['LITIGATION', 'Litigation records', true],
        ['WORK_EQUIPMENT', 'Work equipment', false],
        ['FINANCIAL_RESOURCES', 'Financial resources', false],
        ['FINANCIAL_STATEMENTS', 'Financial statements (cash flow)', true],
        ['BUSINESS_LINES', 'Business lines', true],
        ['STATUTORY_DOCUMENTS', 'Statutory documents', true],
      ] as const
    ).map(([code, name, isRequired]) => ({ code, name, isRequired, createdBy: by })),
  );
  await seedRowsOnce(
    db,
    tendererSourceOfFunds,
    named([
      ['Own Funds', 'Retained earnings and cash at bank'],
      ['Bank Loan'],
      ['Overdraft Facility'],
      ['Line of Credit'],
      ["Shareholders' Contribution"],
      ['Supplier Credit'],
      ['Grant'],
    ]),
  );
  await seedRowsOnce(
    db,
    institutionActivities,
    named([
      ['Health Services'],
      ['Education'],
      ['Infrastructure and Construction'],
      ['Water and Sanitation'],
      ['Energy'],
      ['Agriculture, Livestock and Fisheries'],
      ['Finance and Revenue Collection'],
      ['Local Government Administration'],
      ['Defence and Security'],
      ['Transport and Communication'],
    ]),
  );
  await fillSwahili(db, ...generalReferenceSwahili);
}

async function idsByKey(db: Db, table: typeof tenderCategories, key: 'code' | 'name') {
  const rows = await db.select({ id: table.id, key: table[key] }).from(table);
  return new Map(rows.map((row) => [row.key, row.id]));
}

const subCategoriesByCode: Record<string, string[]> = {
  G: [
    'Office Supplies and Stationery',
    'Medical Supplies and Equipment',
    'ICT Equipment',
    'Motor Vehicles and Spare Parts',
    'Furniture',
    'Fuel and Lubricants',
    'Food and Beverages',
    'Agricultural Inputs',
    'Laboratory Equipment',
    'Uniforms and Textiles',
  ],
  W: [
    'Building Works',
    'Civil Works (Roads and Bridges)',
    'Electrical Works',
    'Mechanical Works',
    'Water and Sanitation Works',
    'Specialist Works',
  ],
  C: [
    'Engineering Design and Supervision',
    'Audit and Accounting',
    'Legal Services',
    'Management Consultancy',
    'ICT Consultancy',
    'Architectural and Quantity Surveying',
  ],
  NC: [
    'Cleaning Services',
    'Security Services',
    'Transport and Logistics',
    'Catering Services',
    'Printing Services',
    'Maintenance and Repair',
    'Insurance Services',
    'Travel Agency Services',
  ],
};

async function seedSubCategories(db: Db) {
  const categoryIds = await idsByKey(db, tenderCategories, 'code');
  const rows = Object.entries(subCategoriesByCode).flatMap(([code, names]) => {
    const tenderCategoryId = categoryIds.get(code);
    return tenderCategoryId
      ? names.map((name) => ({ name, tenderCategoryId, createdBy: 'system' }))
      : [];
  });
  if (rows.length > 0) await db.insert(tenderSubCategories).values(rows);
}

/** [category code, line code, name, board acronym or '', requires a board registration]. */
const lines: [string, string, string, string, boolean][] = [
  ['W', 'W-BLD', 'Building Contractor', 'CRB', true],
  ['W', 'W-CIV', 'Civil Works Contractor', 'CRB', true],
  ['W', 'W-ELE', 'Electrical Installation Contractor', 'CRB', true],
  ['W', 'W-MEC', 'Mechanical Installation Contractor', 'CRB', true],
  ['W', 'W-SPC', 'Specialist Contractor', 'CRB', true],
  ['G', 'G-OFF', 'Supply of Office Equipment and Stationery', '', false],
  ['G', 'G-MED', 'Supply of Medicines and Medical Devices', 'TMDA', true],
  ['G', 'G-ICT', 'Supply of ICT Equipment', '', false],
  ['G', 'G-VEH', 'Supply of Motor Vehicles and Spare Parts', '', false],
  ['G', 'G-PET', 'Supply of Petroleum Products', 'EWURA', true],
  ['C', 'C-ENG', 'Engineering Consultancy', 'ERB', true],
  ['C', 'C-ARC', 'Architectural and Quantity Surveying Consultancy', 'AQRB', true],
  ['C', 'C-AUD', 'Audit and Accounting Services', 'NBAA', true],
  ['C', 'C-LEG', 'Legal Services', 'TLS', true],
  ['NC', 'NC-CLN', 'Cleaning and Fumigation Services', '', false],
  ['NC', 'NC-SEC', 'Security Guard Services', '', false],
  ['NC', 'NC-CAT', 'Catering Services', '', false],
  ['NC', 'NC-TRN', 'Transport Services', '', false],
];

async function seedBusinessLines(db: Db) {
  const categoryIds = await idsByKey(db, tenderCategories, 'code');
  await db.insert(businessLines).values(
    lines.map(([categoryCode, code, name]) => ({
      name,
      code,
      tenderCategoryId: categoryIds.get(categoryCode) ?? null,
      createdBy: 'system',
    })),
  );
}

/** Every seeded line needs a business licence (BRELA); regulated ones also their board's registration. */
async function seedBusinessLineConfigurations(db: Db) {
  const lineRows = await db
    .select({ id: businessLines.id, code: businessLines.code })
    .from(businessLines);
  const lineIds = new Map(lineRows.map((row) => [row.code, row.id]));
  const boardRows = await db
    .select({ id: statutoryBoards.id, acronym: statutoryBoards.acronym })
    .from(statutoryBoards);
  const boardIds = new Map(boardRows.map((row) => [row.acronym, row.id]));
  const brela = (
    await db
      .select({ id: businessLicenseAuthorities.id, acronym: businessLicenseAuthorities.acronym })
      .from(businessLicenseAuthorities)
  ).find((row) => row.acronym === 'BRELA')?.id;
  const rows = lines.flatMap(([, code, , board, requiresBoard]) => {
    const businessLineId = lineIds.get(code);
    if (!businessLineId) return [];
    return [
      {
        businessLineId,
        statutoryBoardId: board ? (boardIds.get(board) ?? null) : null,
        businessLicenseAuthorityId: brela ?? null,
        requiresBoardRegistration: requiresBoard && Boolean(boardIds.get(board)),
        requiresBusinessLicense: true,
        createdBy: 'system',
      },
    ];
  });
  if (rows.length > 0) await db.insert(businessLineConfigurations).values(rows);
}

/** Every country libphonenumber-js knows, named in English by i18n-iso-countries (else by Intl). */
function countryRows(createdBy: string) {
  countryNames.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json'));
  const intlNames = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries().map((isoCode) => ({
    isoCode,
    name:
      countryNames.getName(isoCode, 'en', { select: 'alias' }) ?? intlNames.of(isoCode) ?? isoCode,
    phoneCode: getCountryCallingCode(isoCode),
    createdBy,
  }));
}
