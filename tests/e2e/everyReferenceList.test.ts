// Every reference list in English: tests/e2e/support/everyReferenceList.ts (Kiswahili's is
// everyReferenceListSw.test.ts, a file of its own so that the two run side by side).
import { describeEveryReferenceList } from './support/everyReferenceList';

describeEveryReferenceList('en');
