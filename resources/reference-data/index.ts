// The screen kit of simple reference lists; see /tmp/zabuni/reference-mechanism.md and docs.
export { referenceResource } from './referenceResource';
export { ReferenceList } from './ReferenceList';
export { ReferenceForm } from './ReferenceForm';
export { BulkActivationButtons } from './BulkActivationButtons';
export { ReferenceChoicesInput } from './ReferenceChoicesInput';
export type { ReferenceField, ReferenceScreenOptions } from './types';
