import { useRef, useState, type ReactNode } from 'react';
import {
  Edit,
  useEditContext,
  useNotify,
  useSaveContext,
  type EditProps,
  type RaRecord,
} from 'react-admin';
import { staleVersionOf } from '../../providers/responses';
import { ConflictDialog } from './ConflictDialog';
import { mergeConflict, type Conflict } from './conflictMerge';

type Values = Record<string, unknown>;
type OnError = (
  error: unknown,
  variables: { data?: Partial<RaRecord>; previousData?: RaRecord },
  context: unknown,
) => void;

/** Inside the Edit: reloading refetches the record (the form resets to it), overwriting resaves. */
function ConflictResolution({
  conflict,
  close,
  overwrite,
}: {
  conflict: Conflict;
  close(): void;
  overwrite(): void;
}) {
  const { refetch } = useEditContext();
  const { save } = useSaveContext();
  const merge = mergeConflict(conflict);
  return (
    <ConflictDialog
      conflict={conflict}
      merge={merge}
      onReload={() => {
        close();
        void refetch();
      }}
      onOverwrite={() => {
        close();
        overwrite();
        // Knowingly: my changes over theirs, their other changes kept, based on the version saved now.
        void save?.(merge.values);
      }}
    />
  );
}

/**
 * An edit screen that loses no update (decisions 103 and 135): saved pessimistically with the version
 * the form was read at; when someone else saved first, the conflict dialog says who and when, names
 * the fields where Overwrite would put your value over theirs, and offers to reload or to overwrite
 * knowingly (a three-way merge that keeps their changes to fields you did not touch). Other failures
 * go to the screen's own onError, or the usual notification.
 */
export function VersionedEdit({
  children,
  mutationOptions,
  ...props
}: Omit<EditProps, 'mutationMode'> & { children: ReactNode }) {
  const notify = useNotify();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // What the last Overwrite was based on: a second refusal of that save is merged from it, not
  // from the record the form opened (which their first changes have already moved past).
  const overwrittenFrom = useRef<Values | undefined>(undefined);
  const ownOnError = mutationOptions?.onError as OnError | undefined;
  const onError: OnError = (error, variables, context) => {
    const theirs = staleVersionOf(error);
    if (theirs) {
      const yours = (variables.data ?? {}) as Values;
      const base =
        overwrittenFrom.current && overwrittenFrom.current.version === yours.version
          ? overwrittenFrom.current
          : ((variables.previousData ?? {}) as Values);
      return setConflict({ base, yours, theirs });
    }
    if (ownOnError) return ownOnError(error, variables, context);
    const message = error instanceof Error ? error.message : undefined;
    notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
  };
  return (
    <Edit {...props} mutationMode="pessimistic" mutationOptions={{ ...mutationOptions, onError }}>
      {children}
      {conflict && (
        <ConflictResolution
          conflict={conflict}
          close={() => setConflict(null)}
          overwrite={() => (overwrittenFrom.current = conflict.theirs)}
        />
      )}
    </Edit>
  );
}
