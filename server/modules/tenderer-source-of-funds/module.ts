import { namedUaaList } from '../../reference-kit/uaaLists';
import { namedRows } from '../../reference-kit/seeding';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { tendererSourceOfFunds } from '../../db/schema/referenceData';

/**
 * Where a tenderer's financial resources come from (own funds, bank loan, ...): a reference list of
 * the uaa service, declared once with the reference kit.
 */

const api = namedUaaList({
  table: tendererSourceOfFunds,
  label: 'Tenderer source of fund',
  typeName: 'TendererSourceOfFund',
  doc: "Where a tenderer's financial resources come from (own funds, bank loan, ...).",
  list: ['allTendererSourceOfFunds', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const tendererSourceOfFundsSwahili: SwahiliSeed = {
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
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: tendererSourceOfFunds,
    rows: namedRows([
      ['Own Funds', 'Retained earnings and cash at bank'],
      ['Bank Loan'],
      ['Overdraft Facility'],
      ['Line of Credit'],
      ["Shareholders' Contribution"],
      ['Supplier Credit'],
      ['Grant'],
    ]),
    swahili: tendererSourceOfFundsSwahili,
  },
}) satisfies ServerModule;
