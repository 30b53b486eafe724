import { createDataProvider } from '../../providers/dataProvider';
import { customDataProvider } from './customDataProvider';
import { serviceOfOperation } from './operationServices';
import { buildQuery } from './operationTable';

/** The verbs over the operation table and the custom methods (providers/dataProvider.ts). */
export const dataProvider = createDataProvider({
  buildQuery,
  serviceOfOperation,
  customDataProvider,
});
