import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';

/** The library's index forms ("Korea, Jamhuri") as a page says them. */
const countryNamesInReadingOrder: Record<string, string> = {
  BQ: 'Bonaire, Sint Eustatius na Saba',
  CD: 'Jamhuri ya Kidemokrasia ya Kongo',
  KP: 'Korea Kaskazini',
  KR: 'Korea Kusini',
  SZ: 'Eswatini',
  TZ: 'Tanzania',
};

/**
 * The Swahili of the uaa/general lists seed.ts starts a deployment with (filled by fillSwahili).
 * Statutory bodies under their official Swahili names; public procurement vocabulary as the
 * Public Procurement Regulatory Authority (PPRA) writes it: zabuni, mzabuni, ununuzi, ugavi.
 */
export const generalReferenceSwahili: SwahiliSeed[] = [
  {
    table: 'tender_categories',
    key: 'code',
    rows: [
      ['G', 'Bidhaa', 'Ugavi wa bidhaa, malighafi na vifaa'],
      ['W', 'Kazi za Ujenzi', 'Kazi za ujenzi, ukarabati na usimikaji'],
      ['C', 'Huduma za Ushauri', 'Huduma za kitaalamu na za ushauri'],
      ['NC', 'Huduma Zisizo za Ushauri', 'Huduma zenye matokeo yanayoonekana na kupimika'],
    ],
  },
  {
    table: 'tender_sub_categories',
    rows: [
      ['Office Supplies and Stationery', 'Vifaa vya Ofisi na Shajara'],
      ['Medical Supplies and Equipment', 'Vifaa na Zana za Tiba'],
      ['ICT Equipment', 'Vifaa vya TEHAMA'],
      ['Motor Vehicles and Spare Parts', 'Magari na Vipuri'],
      ['Furniture', 'Samani'],
      ['Fuel and Lubricants', 'Mafuta na Vilainishi'],
      ['Food and Beverages', 'Vyakula na Vinywaji'],
      ['Agricultural Inputs', 'Pembejeo za Kilimo'],
      ['Laboratory Equipment', 'Vifaa vya Maabara'],
      ['Uniforms and Textiles', 'Sare na Nguo'],
      ['Building Works', 'Kazi za Majengo'],
      ['Civil Works (Roads and Bridges)', 'Kazi za Kiraia (Barabara na Madaraja)'],
      ['Electrical Works', 'Kazi za Umeme'],
      ['Mechanical Works', 'Kazi za Mitambo'],
      ['Water and Sanitation Works', 'Kazi za Maji na Usafi wa Mazingira'],
      ['Specialist Works', 'Kazi za Kitaalamu Maalum'],
      ['Engineering Design and Supervision', 'Usanifu na Usimamizi wa Kihandisi'],
      ['Audit and Accounting', 'Ukaguzi na Uhasibu'],
      ['Legal Services', 'Huduma za Kisheria'],
      ['Management Consultancy', 'Ushauri wa Menejimenti'],
      ['ICT Consultancy', 'Ushauri wa TEHAMA'],
      ['Architectural and Quantity Surveying', 'Usanifu Majengo na Ukadiriaji Majenzi'],
      ['Cleaning Services', 'Huduma za Usafi'],
      ['Security Services', 'Huduma za Ulinzi'],
      ['Transport and Logistics', 'Usafirishaji na Lojistiki'],
      ['Catering Services', 'Huduma za Chakula'],
      ['Printing Services', 'Huduma za Uchapishaji'],
      ['Maintenance and Repair', 'Matengenezo na Ukarabati'],
      ['Insurance Services', 'Huduma za Bima'],
      ['Travel Agency Services', 'Huduma za Wakala wa Safari'],
    ],
  },
  {
    table: 'tenderer_categories',
    rows: [
      ['Local Company', 'Kampuni ya Ndani', 'Kampuni iliyosajiliwa Tanzania'],
      ['Foreign Company', 'Kampuni ya Nje', 'Kampuni iliyosajiliwa nje ya Tanzania'],
      ['Individual', 'Mtu Binafsi', 'Mfanyabiashara binafsi au mshauri binafsi'],
      ['Joint Venture', 'Ubia', 'Kampuni mbili au zaidi zinazoshiriki zabuni kwa pamoja'],
      [
        'Special Group',
        'Kundi Maalum',
        'Wanawake, vijana, wazee au watu wenye ulemavu (kifungu cha 64 cha Sheria ya Ununuzi wa Umma)',
      ],
      [
        'Public Institution',
        'Taasisi ya Umma',
        'Wakala wa Serikali au shirika la umma linaloshiriki zabuni',
      ],
    ],
  },
  {
    table: 'statutory_boards',
    rows: [
      ['Contractors Registration Board', 'Bodi ya Usajili wa Wakandarasi'],
      ['Engineers Registration Board', 'Bodi ya Usajili wa Wahandisi'],
      [
        'Architects and Quantity Surveyors Registration Board',
        'Bodi ya Usajili wa Wabunifu Majengo na Wakadiriaji Majenzi',
      ],
      ['National Board of Accountants and Auditors', 'Bodi ya Taifa ya Wahasibu na Wakaguzi'],
      [
        'Tanzania Medicines and Medical Devices Authority',
        'Mamlaka ya Dawa na Vifaa Tiba Tanzania',
      ],
      [
        'Procurement and Supplies Professionals and Technicians Board',
        'Bodi ya Wataalamu wa Ununuzi na Ugavi',
      ],
      [
        'Energy and Water Utilities Regulatory Authority',
        'Mamlaka ya Udhibiti wa Huduma za Nishati na Maji',
      ],
      ['Tanzania Communications Regulatory Authority', 'Mamlaka ya Mawasiliano Tanzania'],
      ['Pharmacy Council', 'Baraza la Famasia'],
      ['Tanganyika Law Society', 'Chama cha Wanasheria Tanganyika'],
      ['Tanzania Bureau of Standards', 'Shirika la Viwango Tanzania'],
      ['Occupational Safety and Health Authority', 'Wakala wa Usalama na Afya Mahali pa Kazi'],
    ],
  },
  {
    table: 'business_license_authorities',
    rows: [
      ['Business Registrations and Licensing Agency', 'Wakala wa Usajili wa Biashara na Leseni'],
      [
        'Zanzibar Business and Property Registration Agency',
        'Wakala wa Usajili wa Biashara na Mali Zanzibar',
      ],
      ['Tanzania Investment Centre', 'Kituo cha Uwekezaji Tanzania'],
      ...(
        [
          ['Dar es Salaam', 'City'],
          ['Kinondoni', 'Municipal'],
          ['Temeke', 'Municipal'],
          ['Ubungo', 'Municipal'],
          ['Kigamboni', 'Municipal'],
          ['Dodoma', 'City'],
          ['Arusha', 'City'],
          ['Mwanza', 'City'],
          ['Mbeya', 'City'],
          ['Tanga', 'City'],
          ['Morogoro', 'Municipal'],
          ['Moshi', 'Municipal'],
        ] as const
      ).map(([place, kind]): [string, string] => [
        `${place} ${kind} Council`,
        kind === 'City' ? `Halmashauri ya Jiji la ${place}` : `Halmashauri ya Manispaa ya ${place}`,
      ]),
    ],
  },
  {
    table: 'business_lines',
    key: 'code',
    rows: [
      ['W-BLD', 'Mkandarasi wa Majengo'],
      ['W-CIV', 'Mkandarasi wa Kazi za Kiraia'],
      ['W-ELE', 'Mkandarasi wa Usimikaji wa Umeme'],
      ['W-MEC', 'Mkandarasi wa Usimikaji wa Mitambo'],
      ['W-SPC', 'Mkandarasi Maalum'],
      ['G-OFF', 'Ugavi wa Vifaa vya Ofisi na Shajara'],
      ['G-MED', 'Ugavi wa Dawa na Vifaa Tiba'],
      ['G-ICT', 'Ugavi wa Vifaa vya TEHAMA'],
      ['G-VEH', 'Ugavi wa Magari na Vipuri'],
      ['G-PET', 'Ugavi wa Bidhaa za Mafuta ya Petroli'],
      ['C-ENG', 'Ushauri wa Kihandisi'],
      ['C-ARC', 'Ushauri wa Usanifu Majengo na Ukadiriaji Majenzi'],
      ['C-AUD', 'Huduma za Ukaguzi na Uhasibu'],
      ['C-LEG', 'Huduma za Kisheria'],
      ['NC-CLN', 'Huduma za Usafi na Unyunyiziaji wa Dawa'],
      ['NC-SEC', 'Huduma za Walinzi'],
      ['NC-CAT', 'Huduma za Chakula'],
      ['NC-TRN', 'Huduma za Usafirishaji'],
    ],
  },
  {
    // Named by a constant: only the description is said in Swahili.
    table: 'business_line_global_configurations',
    rows: [
      [
        'MAX_BUSINESS_LINES_PER_TENDERER',
        null,
        'Idadi ya juu ya fani za biashara ambazo mzabuni mmoja anaweza kuwa nazo',
      ],
      ['CERTIFICATE_VALIDITY_MONTHS', null, 'Muda ambao cheti cha usajili kinabaki halali'],
      [
        'BUSINESS_LICENSE_MIN_VALIDITY_DAYS',
        null,
        'Leseni ya biashara lazima ibaki halali angalau kwa muda huu fani inaposajiliwa',
      ],
    ],
  },
  {
    table: 'offer_types',
    rows: [
      ['Main Offer', 'Ofa Kuu', 'Ofa inayojibu zabuni kama ilivyotangazwa'],
      ['Alternative Offer', 'Ofa Mbadala', 'Mbadala wa kiufundi pale zabuni inaporuhusu'],
      ['Unconditional Discount', 'Punguzo Lisilo na Masharti', 'Punguzo la ofa kuu bila masharti'],
      [
        'Conditional Discount',
        'Punguzo lenye Masharti',
        'Punguzo linalotumika iwapo loti kadhaa zitatolewa',
      ],
    ],
  },
  {
    table: 'academic_levels',
    rows: [
      ['Primary Education', 'Elimu ya Msingi'],
      ['Certificate of Secondary Education (CSEE)', 'Cheti cha Elimu ya Sekondari (CSEE)'],
      [
        'Advanced Certificate of Secondary Education (ACSEE)',
        'Cheti cha Elimu ya Sekondari ya Juu (ACSEE)',
      ],
      ['Basic Technician Certificate (NTA Level 4)', 'Astashahada ya Awali (NTA Ngazi ya 4)'],
      ['Technician Certificate (NTA Level 5)', 'Astashahada (NTA Ngazi ya 5)'],
      ['Ordinary Diploma (NTA Level 6)', 'Stashahada (NTA Ngazi ya 6)'],
      ['Higher Diploma (NTA Level 7)', 'Stashahada ya Juu (NTA Ngazi ya 7)'],
      ["Bachelor's Degree (NTA Level 8)", 'Shahada ya Kwanza (NTA Ngazi ya 8)'],
      ['Postgraduate Diploma', 'Stashahada ya Uzamili'],
      ["Master's Degree", 'Shahada ya Uzamili'],
      ['Doctorate (PhD)', 'Shahada ya Uzamivu (PhD)'],
    ],
  },
  {
    table: 'professional_qualifications',
    rows: [
      ['Certified Public Accountant', 'Mhasibu wa Umma Aliyethibitishwa'],
      [
        'Certified Procurement and Supplies Professional',
        'Mtaalamu wa Ununuzi na Ugavi Aliyethibitishwa',
      ],
      ['Professional Engineer', 'Mhandisi Mtaalamu'],
      ['Registered Architect', 'Mbunifu Majengo Aliyesajiliwa'],
      ['Registered Quantity Surveyor', 'Mkadiriaji Majenzi Aliyesajiliwa'],
      ['Advocate of the High Court', 'Wakili wa Mahakama Kuu'],
      ['Registered Pharmacist', 'Mfamasia Aliyesajiliwa'],
      ['Certified Information Systems Auditor', 'Mkaguzi wa Mifumo ya Habari Aliyethibitishwa'],
      ['Project Management Professional', 'Mtaalamu wa Usimamizi wa Miradi'],
    ],
  },
  {
    table: 'statutory_offers',
    rows: [
      ['Certificate of Incorporation or Registration', 'Cheti cha Usajili wa Kampuni au Biashara'],
      ['Business Licence', 'Leseni ya Biashara'],
      [
        'Taxpayer Identification Number (TIN) Certificate',
        'Cheti cha Namba ya Utambulisho wa Mlipakodi (TIN)',
      ],
      ['Tax Clearance Certificate', 'Hati ya Uthibitisho wa Ulipaji Kodi'],
      ['VAT Registration Certificate', 'Cheti cha Usajili wa VAT'],
      ['NSSF Compliance Certificate', 'Cheti cha Kutimiza Masharti ya NSSF'],
      ['WCF Compliance Certificate', 'Cheti cha Kutimiza Masharti ya WCF'],
      ['OSHA Compliance Certificate', 'Cheti cha Kutimiza Masharti ya OSHA'],
    ],
  },
  {
    table: 'equipment_types',
    rows: [
      ['Excavator', 'Mashine ya Kuchimba (Ekskaveta)'],
      ['Bulldozer', 'Tingatinga'],
      ['Wheel Loader', 'Kipakiaji cha Magurudumu'],
      ['Backhoe Loader', 'Kipakiaji chenye Kichimbuo'],
      ['Motor Grader', 'Greda'],
      ['Vibratory Roller', 'Roli ya Kutetemesha'],
      ['Asphalt Paver', 'Mashine ya Kutandika Lami'],
      ['Tipper Truck', 'Lori la Kumwaga (Tipa)'],
      ['Water Bowser', 'Boza la Maji'],
      ['Low-bed Trailer', 'Tela la Chini (Lowbed)'],
      ['Mobile Crane', 'Kreni Inayotembea'],
      ['Tower Crane', 'Kreni ya Mnara'],
      ['Concrete Mixer', 'Mashine ya Kuchanganya Zege'],
      ['Concrete Vibrator', 'Kitetemeshi cha Zege'],
      ['Generator', 'Jenereta'],
      ['Air Compressor', 'Kigandamiza Hewa'],
      ['Welding Machine', 'Mashine ya Kuchomelea'],
      ['Borehole Drilling Rig', 'Mtambo wa Kuchimba Visima'],
      ['Total Station', 'Kifaa cha Upimaji Ardhi (Total Station)'],
    ],
  },
  {
    table: 'tenderer_profile_settings',
    key: 'code',
    rows: [
      ['PERSONNEL', 'Taarifa za wafanyakazi'],
      ['PERSONNEL_EXPERIENCE', 'Uzoefu wa kazi wa wafanyakazi'],
      ['WORK_EXPERIENCE', 'Uzoefu wa kazi wa mzabuni'],
      ['LITIGATION', 'Kumbukumbu za mashauri'],
      ['WORK_EQUIPMENT', 'Vifaa vya kazi'],
      ['FINANCIAL_RESOURCES', 'Rasilimali fedha'],
      ['FINANCIAL_STATEMENTS', 'Taarifa za fedha (mtiririko wa fedha)'],
      ['BUSINESS_LINES', 'Fani za biashara'],
      ['STATUTORY_DOCUMENTS', 'Nyaraka za kisheria'],
    ],
  },
  {
    table: 'tenderer_source_of_funds',
    rows: [
      ['Own Funds', 'Fedha Binafsi', 'Faida iliyobakizwa na fedha taslimu benki'],
      ['Bank Loan', 'Mkopo wa Benki'],
      ['Overdraft Facility', 'Huduma ya Overdrafti'],
      ['Line of Credit', 'Kikomo cha Mkopo'],
      ["Shareholders' Contribution", 'Mchango wa Wanahisa'],
      ['Supplier Credit', 'Mkopo wa Msambazaji'],
      ['Grant', 'Ruzuku'],
    ],
  },
  {
    table: 'institution_activities',
    rows: [
      ['Health Services', 'Huduma za Afya'],
      ['Education', 'Elimu'],
      ['Infrastructure and Construction', 'Miundombinu na Ujenzi'],
      ['Water and Sanitation', 'Maji na Usafi wa Mazingira'],
      ['Energy', 'Nishati'],
      ['Agriculture, Livestock and Fisheries', 'Kilimo, Mifugo na Uvuvi'],
      ['Finance and Revenue Collection', 'Fedha na Ukusanyaji wa Mapato'],
      ['Local Government Administration', 'Utawala wa Serikali za Mitaa'],
      ['Defence and Security', 'Ulinzi na Usalama'],
      ['Transport and Communication', 'Uchukuzi na Mawasiliano'],
    ],
  },
  { table: 'countries', key: 'iso_code', columns: ['name_sw'], rows: countriesInSwahili() },
];

/** Every country i18n-iso-countries names in Kiswahili, by ISO code. */
function countriesInSwahili(): [string, string][] {
  countryNames.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/sw.json'));
  const names = countryNames.getNames('sw', { select: 'official' });
  return Object.entries(names).map(([isoCode, name]) => [
    isoCode,
    countryNamesInReadingOrder[isoCode] ?? name,
  ]);
}
