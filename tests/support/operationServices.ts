import { customOperations, serviceLookup, verbOperations } from '../../providers/operationServices';
import { customMethods } from '../../src/composition/customMethods';
import { operationTable } from '../../src/composition/operationTable';

/**
 * The service of every operation the browser sends, verbs' and custom methods' together: the browser
 * looks each up in its own part (providers/operationServices.ts), so an operation described for two
 * services in two parts would fail here, when this is imported, not in the browser.
 */
export const serviceOfOperation = serviceLookup([
  ...verbOperations(operationTable),
  ...customOperations(customMethods),
]);
