import { useEffect, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import {
  askOnStaleDelete,
  type StaleDelete,
  type StaleDeleteChoice,
} from '../../providers/staleDeletes';
import { ChangedRecordDialog, useWhoAndWhen } from './ConflictDialog';

type Asked = StaleDelete & { answer(choice: StaleDeleteChoice): void };

/** The question itself: who changed the record and when; reload it or delete it anyway. */
function StaleDeleteQuestion({ asked, entity }: { asked: Asked; entity: string }) {
  const translate = useTranslate();
  const { who, when } = useWhoAndWhen(asked.theirs, entity);
  return (
    <ChangedRecordDialog
      id="stale-delete-title"
      maxWidth="sm"
      explanation={translate('zabuni.conflict.deleteExplanation', { who, when })}
      reload={{
        label: 'zabuni.conflict.reloadBeforeDelete',
        onClick: () => asked.answer('reload'),
      }}
      proceed={{
        label: 'zabuni.conflict.deleteAnyway',
        onClick: () => asked.answer('delete'),
        color: 'error',
      }}
    />
  );
}

/**
 * Asks, for every delete of the browser refused because the record changed after it was read
 * (providers/staleDeletes.ts), whether to delete it anyway or to see it as it is now (the screen
 * refreshes). One for the whole shell; `historyEntityOf` names a resource's history table.
 */
export function StaleDeleteDialog({
  historyEntityOf,
}: {
  historyEntityOf(resource: string): string;
}) {
  const refresh = useRefresh();
  const [asked, setAsked] = useState<Asked | null>(null);
  useEffect(
    () =>
      askOnStaleDelete(
        (conflict) =>
          new Promise<StaleDeleteChoice>((resolve) =>
            setAsked({
              ...conflict,
              answer: (choice) => {
                setAsked(null);
                if (choice === 'reload') refresh();
                resolve(choice);
              },
            }),
          ),
      ),
    [refresh],
  );
  if (!asked) return null;
  return <StaleDeleteQuestion asked={asked} entity={historyEntityOf(asked.resource)} />;
}
