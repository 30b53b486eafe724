import { createDataProvider } from '../../providers/dataProvider';
import { serviceLookup, verbOperations } from '../../providers/operationServices';
import { buildQuery, operationTable } from './operationTable';

/** react-admin's verbs over the operation table (providers/dataProvider.ts). */
export const verbDataProvider = createDataProvider({
  buildQuery,
  serviceOfOperation: serviceLookup(verbOperations(operationTable)),
});
