import type { ReactNode } from 'react';
import { Create, useResourceContext } from 'react-admin';
import { useSaved } from './useSaved';
import { VersionedEdit } from './VersionedEdit';

interface SavedScreenProps {
  /** The success notice, shown once the server has saved the record. */
  message: string;
  /** Where the user goes then: the record's page or the resource's list. */
  then: 'show' | 'list';
  /** What a failed save shows instead of the usual notification. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** A create screen that announces the save (useSaved), then opens the record's page or the list. */
export function SavedCreate({ message, then, onError, children }: SavedScreenProps) {
  const onSuccess = useSaved(message, useResourceContext() ?? '', then);
  return <Create mutationOptions={{ onSuccess, onError }}>{children}</Create>;
}

/** The same for an edit screen, saved pessimistically with its version (VersionedEdit). */
export function SavedEdit({ message, then, onError, children }: SavedScreenProps) {
  const onSuccess = useSaved(message, useResourceContext() ?? '', then);
  return <VersionedEdit mutationOptions={{ onSuccess, onError }}>{children}</VersionedEdit>;
}
