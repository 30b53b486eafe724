import { Create, Edit } from 'react-admin';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
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
