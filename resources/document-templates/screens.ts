// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { DocumentTemplateEdit as edit } from './DocumentTemplateEdit';
