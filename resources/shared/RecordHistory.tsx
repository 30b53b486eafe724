import { useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import {
  useCanAccess,
  useDataProvider,
  useGetOne,
  useLocaleState,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { HistoryEntry } from '../activity/methods';
import { createdValues, describeEntry } from './historyText';
import { HistoryEntityContext } from './ConflictDialog';
import { VersionDialog } from './VersionDialog';

/** Entries that leave a version of the record to see: not a link's change, nor an erasure. */
const hasVersion = (entry: HistoryEntry) =>
  !['assign', 'unassign', 'remove'].includes(entry.action);

const PAGE = 20;

/** A record's changes in plain words, newest first, 20 at a time (the record's "History"). */
function HistoryEntries({ entity, uuid }: { entity: string; uuid: string }) {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const onError = () => notify('zabuni.history.loadFailed', { type: 'error' });
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const refresh = useRefresh();

  const load = (after: string | null) =>
    dataProvider.getRecordHistory({ entity, uuid, first: PAGE, after }).then((page) => {
      setEntries((shown) => [...(after ? (shown ?? []) : []), ...page.entries]);
      setNext(page.nextCursor);
    }, onError);

  useEffect(() => {
    void load(null);
    // A new record (or a save, which changes updatedAt) reads its history again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity, uuid]);

  if (entries === null) return null;
  if (entries.length === 0) {
    return <Typography color="text.secondary">{translate('zabuni.history.empty')}</Typography>;
  }
  const record = translate('zabuni.history.thisRecord');
  return (
    <>
      <List dense aria-label={translate('zabuni.history.title')}>
        {entries.map((entry) => (
          // On a phone the button goes under the sentences rather than squeezing them.
          <ListItem key={entry.id} divider alignItems="flex-start" sx={{ flexWrap: 'wrap' }}>
            <ListItemText
              sx={{ flex: '1 1 240px' }}
              primary={describeEntry(translate, entry, { language, record }).map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
              secondary={createdValues(translate, entry).join(' · ') || undefined}
            />
            {hasVersion(entry) && (
              <Button size="small" sx={{ flexShrink: 0 }} onClick={() => setOpened(entry.id)}>
                {translate('zabuni.history.version.open')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {opened && (
        <VersionDialog
          entity={entity}
          uuid={uuid}
          entryId={opened}
          onClose={() => setOpened(null)}
          onRestored={() => {
            setOpened(null);
            // The record's screen reads the record again, and its history its new entry.
            refresh();
            void load(null);
          }}
        />
      )}
      {next && <Button onClick={() => void load(next)}>{translate('zabuni.history.older')}</Button>}
    </>
  );
}

/**
 * The "History" panel under a record's edit or show screen: shown to those who may read the activity
 * list (uaa.history.read), read by the record's uuid (or its id where the id is the uuid).
 */
export function RecordHistory({ entity }: { entity: string }) {
  const resource = useResourceContext();
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'activity', action: 'list' });
  const { data: record } = useGetOne<{ id: string; uuid?: string }>(
    resource ?? '',
    { id: id ?? '' },
    { enabled: !!canAccess && !!resource && !!id },
  );
  const uuid = record?.uuid ?? record?.id;
  if (!canAccess || !uuid) return null;
  return (
    <Card component="section" sx={{ mt: 2 }} aria-labelledby="record-history-title">
      <CardContent>
        <Typography id="record-history-title" variant="h6" component="h2" gutterBottom>
          {translate('zabuni.history.title')}
        </Typography>
        <Box>
          <HistoryEntries entity={entity} uuid={String(uuid)} />
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * A record screen (edit or show) with its History panel below: every resource gets it from its
 * descriptor (historyEntity, by default its name as the table is named; false for none).
 */
export function withHistory(
  View: ComponentType | undefined,
  entity: string | false,
): ComponentType | undefined {
  if (!View || entity === false) return View;
  // The entity also tells a conflict dialog on the screen whose history names the last editor.
  const WithHistory = () => (
    <HistoryEntityContext.Provider value={entity}>
      <View />
      <RecordHistory entity={entity} />
    </HistoryEntityContext.Provider>
  );
  WithHistory.displayName = `WithHistory(${View.displayName ?? View.name})`;
  return WithHistory;
}
