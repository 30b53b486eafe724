import { Create } from 'react-admin';
import { VersionedEdit } from '../shared/VersionedEdit';
import { ReferenceForm } from './ReferenceForm';
import type { ReferenceScreenOptions } from './types';

/**
 * A reference list's forms (create, edit) built from its fields: the chunk every kit list's forms
 * share, downloaded when the first of them is opened (referenceResource.tsx); the list is
 * referenceListScreen.tsx, without the forms' code.
 */
export function referenceScreens(screen: ReferenceScreenOptions) {
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
  return { create, edit };
}
