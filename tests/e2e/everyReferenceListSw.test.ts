// Every reference list in Kiswahili: tests/e2e/support/everyReferenceList.ts (English's is
// everyReferenceList.test.ts, a file of its own so that the two run side by side).
import { describeEveryReferenceList } from './support/everyReferenceList';

describeEveryReferenceList('sw');
