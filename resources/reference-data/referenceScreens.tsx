import { Create } from 'react-admin';
import { VersionedEdit } from '../shared/VersionedEdit';
import { ReferenceForm } from './ReferenceForm';
import { ReferenceList } from './ReferenceList';
import type { ReferenceScreenOptions } from './types';

/**
 * A reference list's screens (list, create, edit) built from its fields: the chunk every kit list
 * shares, downloaded when the first of them is opened (referenceResource.tsx).
 */
export function referenceScreens(screen: ReferenceScreenOptions) {
  const list = () => <ReferenceList {...screen} />;
  // Pessimistic: the success text is shown only once the server has saved it (and a stale save is
  // refused: VersionedEdit).
  const create = () => (
    <Create redirect="list">
      <ReferenceForm fields={screen.fields} activation={screen.activation} />
    </Create>
  );
  const edit = () => (
    <VersionedEdit redirect="list">
      <ReferenceForm fields={screen.fields} activation={screen.activation} />
    </VersionedEdit>
  );
  return { list, create, edit };
}
