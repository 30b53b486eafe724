import { Create, Edit } from 'react-admin';
import { generalReferenceOperations } from '../../providers/operations/reference';
import {
  generalReferenceAccess,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { ReferenceForm } from './ReferenceForm';
import { ReferenceList } from './ReferenceList';
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
    ...screen
  } = options;
  const List = () => <ReferenceList {...screen} />;
  // Pessimistic: the success text is shown only once the server has saved it.
  const CreateScreen = () => (
    <Create redirect="list">
      <ReferenceForm fields={screen.fields} activation={screen.activation} />
    </Create>
  );
  const EditScreen = () => (
    <Edit mutationMode="pessimistic" redirect="list">
      <ReferenceForm fields={screen.fields} activation={screen.activation} />
    </Edit>
  );
  const descriptor = { name, operations, permissions, userTypes, menu, icon, recordRepresentation };
  return screen.readOnly
    ? { ...descriptor, list: List }
    : { ...descriptor, list: List, create: CreateScreen, edit: EditScreen };
}

type ScreenOptions = Parameters<typeof referenceResource>[0];
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
  const { list, type, variable, save, filters, pageParamVariable, ...screen } = options;
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
