import { Create } from 'react-admin';
import { VersionedEdit } from '../shared/VersionedEdit';
import {
  appReferenceOperations,
  generalReferenceOperations,
} from '../../providers/operations/reference';
import {
  appReferenceAccess,
  generalReferenceAccess,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { ReferenceForm } from './ReferenceForm';
import { ReferenceList } from './ReferenceList';
import { withSwahiliFields } from './fields';
import type { ReferenceScreenOptions } from './types';

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
  const List = () => <ReferenceList {...screen} />;
  // Pessimistic: the success text is shown only once the server has saved it (and a stale save is
  // refused: VersionedEdit).
  const CreateScreen = () => (
    <Create redirect="list">
      <ReferenceForm fields={screen.fields} activation={screen.activation} />
    </Create>
  );
  const EditScreen = () => (
    <VersionedEdit redirect="list">
      <ReferenceForm fields={screen.fields} activation={screen.activation} />
    </VersionedEdit>
  );
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
  return screen.readOnly
    ? { ...descriptor, list: List }
    : { ...descriptor, list: List, create: CreateScreen, edit: EditScreen };
}

type ScreenOptions = Parameters<typeof referenceResource>[0];

/** Every kit list reads and saves the Swahili name and description too, unless it says it has none. */
const withSwahili = <S extends ScreenOptions | Omit<ScreenOptions, 'operations' | 'permissions'>>(
  screen: S,
): S =>
  screen.swahili === false ? screen : { ...screen, fields: withSwahiliFields(screen.fields) };
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
  const screen = withSwahili(given);
  const fields = screen.fields.flatMap((field) =>
    field.listSource ? [field.source, field.listSource] : [field.source],
  );
  return referenceResource({
    ...screen,
    permissions: generalReferenceAccess,
    operations: generalReferenceOperations({
      list,
      type,
      variable: variable ?? type.charAt(0).toLowerCase() + type.slice(1),
      fields,
      save,
      filters,
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
  const screen = withSwahili(given);
  const sources = screen.fields.map((field) => field.source);
  // A related record's name comes with its Swahili twin (LocalTextField shows the page's).
  const shown = screen.fields.flatMap((field) =>
    !field.listSource
      ? []
      : field.listSource.endsWith('.name')
        ? [field.listSource, `${field.listSource}Sw`]
        : [field.listSource],
  );
  const selected = shown.map((path) =>
    path.split('.').reduceRight((inner, outer) => `${outer} { ${inner} }`),
  );
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
      filters,
      save,
      fields: [...sources, ...selected].join(' '),
      inputFields: sources,
      activation: screen.activation,
    }),
  });
}
