import { useState, type ReactNode } from 'react';
import {
  Edit,
  useEditContext,
  useNotify,
  useSaveContext,
  type EditProps,
  type RaRecord,
} from 'react-admin';
import { staleVersionOf } from '../../providers/responses';
import { ConflictDialog, type Conflict } from './ConflictDialog';

type OnError = (error: unknown, variables: { data?: Partial<RaRecord> }, context: unknown) => void;

/** Inside the Edit: reloading refetches the record (the form resets to it), overwriting resaves. */
function ConflictResolution({ conflict, close }: { conflict: Conflict; close(): void }) {
  const { refetch } = useEditContext();
  const { save } = useSaveContext();
  return (
    <ConflictDialog
      conflict={conflict}
      onReload={() => {
        close();
        void refetch();
      }}
      onOverwrite={() => {
        close();
        // Knowingly: the same values, based on the version that is saved now.
        void save?.({ ...conflict.yours, version: conflict.theirs.version });
      }}
    />
  );
}

/**
 * An edit screen that loses no update (decision 103): saved pessimistically with the version the form
 * was read at; when someone else saved first, the conflict dialog says who and when, shows their values
 * beside yours, and offers to reload or to overwrite knowingly. Other failures go to the screen's own
 * onError, or the usual notification.
 */
export function VersionedEdit({
  children,
  mutationOptions,
  ...props
}: Omit<EditProps, 'mutationMode'> & { children: ReactNode }) {
  const notify = useNotify();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const ownOnError = mutationOptions?.onError as OnError | undefined;
  const onError: OnError = (error, variables, context) => {
    const theirs = staleVersionOf(error);
    if (theirs) return setConflict({ theirs, yours: (variables.data ?? {}) as Conflict['yours'] });
    if (ownOnError) return ownOnError(error, variables, context);
    const message = error instanceof Error ? error.message : undefined;
    notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
  };
  return (
    <Edit {...props} mutationMode="pessimistic" mutationOptions={{ ...mutationOptions, onError }}>
      {children}
      {conflict && <ConflictResolution conflict={conflict} close={() => setConflict(null)} />}
    </Edit>
  );
}
