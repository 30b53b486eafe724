import { listFieldsOf } from '../../contract/listFields';
import {
  appReferenceOperations,
  generalReferenceOperations,
  searchFilters,
} from '../../providers/operations/reference';
import {
  appReferenceAccess,
  generalReferenceAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { withSwahiliFields } from './fields';
import type { ReferenceScreenOptions } from './types';

/**
 * The kit's screens, one chunk for every kit list and one for their forms, each loaded when the first
 * of its screens is opened: a list does not download the forms (issue 42).
 */
const loadList = (screen: ReferenceScreenOptions) =>
  import('./referenceListScreen').then((module) => module.referenceListScreen(screen));
const loadForms = (screen: ReferenceScreenOptions) =>
  import('./referenceScreens').then((module) => module.referenceScreens(screen));

/**
 * A reference list described once: its descriptor (name, operations, permissions, menu place, icon)
 * and its screens (list, create, edit) built from its fields. A resource folder's index.ts is
 * `export default referenceResource({ name, operations, permissions, menu, icon, fields: [...] })`.
 */
export function referenceResource(
  options: ReferenceScreenOptions & Omit<ResourceDescriptor, 'list' | 'create' | 'edit' | 'show'>,
): ResourceDescriptor {
  const {
    name,
    operations,
    permissions,
    menu,
    icon,
    userTypes,
    recordRepresentation = 'name',
    importable = !options.readOnly,
    ...screen
  } = options;
  const descriptor = {
    name,
    operations,
    permissions,
    userTypes,
    menu,
    icon,
    recordRepresentation,
    importable,
  };
  const list = lazyScreens(['list'], () => loadList(screen));
  if (screen.readOnly) return { ...descriptor, ...list };
  const forms = lazyScreens(['create', 'edit'], () => loadForms(screen));
  return { ...descriptor, ...joinScreens(list, forms) };
}

type ScreenOptions = Parameters<typeof referenceResource>[0];

/** Every kit list reads and saves the Swahili name and description too, unless it says it has none. */
const withSwahili = <S extends ScreenOptions | Omit<ScreenOptions, 'operations' | 'permissions'>>(
  screen: S,
): S =>
  screen.swahili === false ? screen : { ...screen, fields: withSwahiliFields(screen.fields) };
/**
 * What a list reads for its related records' columns: `procurementCategory.name` reads
 * `procurementCategory { name nameSw }`, the name with its Swahili twin (LocalTextField shows the
 * page's); a flat listSource is read as it is.
 */
function shownSelections(fields: ScreenOptions['fields']): string[] {
  const shown = fields.flatMap((field) =>
    !field.listSource
      ? []
      : field.listSource.endsWith('.name')
        ? [field.listSource, `${field.listSource}Sw`]
        : [field.listSource],
  );
  return shown.map((path) =>
    path.split('.').reduceRight((inner, outer) => `${outer} { ${inner} }`),
  );
}

/** The search box, active, and each field the contract filters the list by one value (EQ). */
const contractFilters = (type: string) => searchFilters(...(listFieldsOf(type)?.filters ?? []));

type GeneralListOptions = Parameters<typeof generalReferenceOperations>[0];

/**
 * A uaa/general reference list (decision 66): its operations follow from its type's name
 * (all…, find<Type>ByUuid, createUpdate<Type>(<type>), delete<Type>ByUuid) and from its screen's
 * fields, so each field is written once; administrators maintain it, every signed-in user reads it.
 */
export function generalReferenceResource(
  options: Omit<ScreenOptions, 'operations' | 'permissions'> &
    Omit<GeneralListOptions, 'fields' | 'variable'> & { variable?: string },
): ResourceDescriptor {
  const { list, type, variable, save, filters, pageParamVariable, ...given } = options;
  const screen = withSwahili({ type, ...given });
  const fields = [...screen.fields.map((field) => field.source), ...shownSelections(screen.fields)];
  return referenceResource({
    ...screen,
    permissions: generalReferenceAccess,
    operations: generalReferenceOperations({
      list,
      type,
      variable: variable ?? type.charAt(0).toLowerCase() + type.slice(1),
      fields,
      save,
      filters: filters ?? contractFilters(type),
      pageParamVariable,
    }),
  });
}

type AppListOptions = Parameters<typeof appReferenceOperations>[0];

/**
 * A procurement reference list of the app service, written once like the general ones: its saves
 * send the screen's fields and its reads select them, a related record's shown field included
 * (listSource 'procurementCategory.name' reads procurementCategory { name }). The spec names each
 * list's find and delete operation itself (findGFSCodeByUuid, deleteLotGroup), so they are given.
 */
export function appReferenceResource(
  options: Omit<ScreenOptions, 'operations' | 'permissions'> &
    Omit<AppListOptions, 'fields' | 'inputFields' | 'variable' | 'activation'> & {
      variable?: string;
    },
): ResourceDescriptor {
  const { list, kind, type, variable, find, remove, filters, save, ...given } = options;
  const screen = withSwahili({ type, ...given });
  const sources = screen.fields.map((field) => field.source);
  const selected = shownSelections(screen.fields);
  return referenceResource({
    ...screen,
    permissions: appReferenceAccess,
    operations: appReferenceOperations({
      list,
      kind,
      type,
      variable: variable ?? type.charAt(0).toLowerCase() + type.slice(1),
      find,
      remove,
      filters: filters ?? contractFilters(type),
      save,
      fields: [...sources, ...selected].join(' '),
      inputFields: sources,
      activation: screen.activation,
    }),
  });
}
