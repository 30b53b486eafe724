// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { DocumentTemplateList as list } from './DocumentTemplateList';
export { DocumentTemplateEdit as edit } from './DocumentTemplateEdit';
