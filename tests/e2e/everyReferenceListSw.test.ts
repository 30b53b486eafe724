// A sample of the reference lists in Kiswahili: tests/e2e/support/everyReferenceList.ts (English's
// everyReferenceList.test.ts walks every list).
import { describeEveryReferenceList } from './support/everyReferenceList';

describeEveryReferenceList('sw');
