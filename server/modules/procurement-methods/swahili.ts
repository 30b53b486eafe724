import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';

/** The Swahili of the seeded procurement methods (by code) and stages (fillSwahili). */
export const procurementMethodsSwahili: SwahiliSeed[] = [
  {
    table: 'procurement_methods',
    key: 'code',
    columns: ['name_sw'],
    rows: [
      ['ICT', 'Zabuni ya Ushindani wa Kimataifa'],
      ['NCT', 'Zabuni ya Ushindani wa Kitaifa'],
      ['RT', 'Zabuni ya Ushindani wa Wazabuni Walioteuliwa'],
      ['QCBS', 'Uteuzi kwa Kuzingatia Ubora na Gharama'],
      ['RFQ', 'Maombi ya Nukuu za Bei'],
      ['MVP', 'Ununuzi wa Thamani Ndogo'],
      ['SS', 'Ununuzi kutoka Chanzo Kimoja'],
      ['FA', 'Kazi kwa Nguvu ya Taasisi (Force Account)'],
    ],
  },
  {
    table: 'procurement_stages',
    columns: ['name_sw'],
    rows: [
      ['Preparation of tender documents', 'Maandalizi ya nyaraka za zabuni'],
      ['Invitation to tender', 'Tangazo la zabuni'],
      ['Opening of tenders', 'Ufunguzi wa zabuni'],
      ['Evaluation of tenders', 'Tathmini ya zabuni'],
      ['Tender board approval', 'Idhini ya bodi ya zabuni'],
      ['Notice of intention to award', 'Notisi ya kusudio la kutoa tuzo'],
      ['Contract signing', 'Kusaini mkataba'],
    ],
  },
];
