import type { ComponentType } from 'react';
import { Create, Edit } from 'react-admin';
import { ReferenceForm } from './ReferenceForm';
import { ReferenceList } from './ReferenceList';
import type { ReferenceScreenOptions } from './types';

/**
 * A reference list's screens (list, create, edit) from its fields: a resource folder's index.ts is
 * `export default referenceResource({ fields: [...], icon: SomeIcon })`.
 */
export function referenceResource(
  options: ReferenceScreenOptions & {
    icon: ComponentType;
    recordRepresentation?: string;
  },
) {
  const { icon, recordRepresentation = 'name', ...screen } = options;
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
  return screen.readOnly
    ? { list: List, icon, recordRepresentation }
    : { list: List, create: CreateScreen, edit: EditScreen, icon, recordRepresentation };
}
