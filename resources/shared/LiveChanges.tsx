import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  useDataProvider,
  useGetOne,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { Alert, Button, Stack } from '@mui/material';
import type { RecordChange } from '../../providers/liveChanges';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { getCurrentUser } from '../../providers/session';
import { responseCodeErrorOf } from '../../providers/responses';
import { ResponseCode } from '../../contract/responseCodes';

/**
 * Live lists and presence (issue 23 item 2, decisions 107 and 108), one mechanism for every
 * resource: its table (`options.liveEntity` of its <Resource>, the table its history names) is
 * watched by its list, which reloads, and by its record screens, which say who changed the record
 * and offer to reload; an edit form names the others who have the record open.
 */

/** A list reloads this long after the last change of a burst (well within two seconds). */
const LIST_DEBOUNCE_MS = 300;
/** An edit form says it is open this often (the server lets a hold lapse after 45 s). */
const HOLD_EVERY_MS = 20_000;
/** A hold older than this has lapsed on the server (a sleeping tab's timers did not run). */
const HOLD_LAPSES_MS = 45_000;

/** Someone opened ('presence') or left ('absence') a record's edit form. */
const isPresence = (change: RecordChange) =>
  change.action === 'presence' || change.action === 'absence';

/** The table the current resource's records live in, if its changes are announced. */
export function useLiveEntity(): string | undefined {
  const { options } = useResourceDefinition();
  return (options as { liveEntity?: string } | undefined)?.liveEntity;
}

/** Calls `listener` with each change of the table while mounted (nothing when no table). */
export function useRecordChanges(
  entity: string | undefined,
  listener: (change: RecordChange) => void,
): void {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!entity) return;
    let stop: (() => void) | undefined;
    let left = false;
    void dataProvider
      .watchRecordChanges(entity, (change) => latest.current(change))
      .then((stopWatching) => {
        if (left) stopWatching();
        else stop = stopWatching;
      });
    return () => {
      left = true;
      stop?.();
    };
  }, [dataProvider, entity]);
}

/**
 * In every list (resources/shared/List.tsx): the resource's list queries are read again shortly
 * after a change, its empty state included. Record screens are left alone: they say so instead.
 */
export function LiveListRefresh() {
  const resource = useResourceContext();
  const entity = useLiveEntity();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useRecordChanges(entity, (change) => {
    if (isPresence(change) || !resource) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] }),
      LIST_DEBOUNCE_MS,
    );
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return null;
}

type Held = { id: string; uuid?: string; version?: number };

/** The names shown after someone opened (added) or left (removed) the form, as the event says. */
function namesAfter(names: string[], change: RecordChange): string[] {
  const name = change.actorName;
  if (!name) return names;
  if (change.action === 'absence') return names.filter((other) => other !== name);
  return names.includes(name) ? names : [...names, name].sort();
}

/**
 * The names of the others who have the record open, kept while an edit form is: each hold answers
 * them, and presence events update them as they say. An event never makes the form ask again (every
 * open form asking on every event multiplied one person's hold into a flood); only a form whose own
 * hold lapsed, or was released by another tab of the same user, holds again at once.
 */
function usePresence(entity: string | undefined, uuid: string | undefined, editing: boolean) {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [others, setOthers] = useState<string[]>([]);
  const heard = useRef<(change: RecordChange) => void>(() => {});
  useEffect(() => {
    if (!editing || !entity || !uuid) return;
    const target = { resource: entity, uuid };
    let left = false;
    let heldAt = 0;
    const hold = () => {
      heldAt = Date.now();
      void dataProvider.holdRecord(target).then(
        (names) => !left && setOthers(names),
        () => undefined,
      );
    };
    heard.current = (change) => {
      const mine = !!change.actorUuid && change.actorUuid === getCurrentUser()?.uuid;
      if (Date.now() - heldAt >= HOLD_LAPSES_MS || (mine && change.action === 'absence')) {
        return hold();
      }
      if (!mine) setOthers((names) => namesAfter(names, change));
    };
    hold();
    const every = setInterval(hold, HOLD_EVERY_MS);
    return () => {
      left = true;
      heard.current = () => {};
      clearInterval(every);
      void dataProvider.releaseRecord(target).catch(() => undefined);
    };
  }, [dataProvider, entity, uuid, editing]);
  return { others, heard: (change: RecordChange) => heard.current(change) };
}

/**
 * After the stream opened again following a drop (a change may have been missed): the record read
 * aside, as the screen's own read would reset an open form; answers whether it moved on or went.
 */
async function missedChange(
  dataProvider: DataProvider,
  resource: string | undefined,
  id: string | undefined,
  version: number | undefined,
): Promise<{ deleted: boolean } | null> {
  if (!resource || !id || version == null) return null;
  try {
    const { data } = await dataProvider.getOne<Held>(resource, { id });
    return data.version != null && data.version > version ? { deleted: false } : null;
  } catch (error) {
    return responseCodeErrorOf(error)?.code === ResponseCode.NOT_FOUND ? { deleted: true } : null;
  }
}

/** Above a record's edit or show screen: who else saved it (with Reload), who else edits it. */
function LiveRecordNotice({ editing }: { editing: boolean }) {
  const resource = useResourceContext();
  const entity = useLiveEntity();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { id } = useParams<{ id: string }>();
  const { data: record, refetch } = useGetOne<Held>(
    resource ?? '',
    { id: id ?? '' },
    { enabled: !!entity && !!resource && !!id },
  );
  const uuid = record ? String(record.uuid ?? record.id) : undefined;
  const [changed, setChanged] = useState<{ name: string; deleted: boolean } | null>(null);
  const { others, heard } = usePresence(entity, uuid, editing);

  useRecordChanges(entity, (change) => {
    if (change.action === 'many') {
      return void missedChange(dataProvider, resource, id, record?.version).then(
        (missed) => missed && setChanged({ name: translate('zabuni.live.someone'), ...missed }),
      );
    }
    if (!uuid || change.uuid !== uuid) return;
    // Someone opened or left the form: the names change as the event says.
    if (isPresence(change)) return heard(change);
    // One's own save (this tab or another), or a change the page already shows.
    if (change.actorUuid && change.actorUuid === getCurrentUser()?.uuid) return;
    if (change.version != null && record?.version != null && change.version <= record.version) {
      return;
    }
    setChanged({
      name: change.actorName ?? translate('zabuni.live.someone'),
      deleted: change.action === 'delete' || change.action === 'remove',
    });
  });

  const reload = () => {
    setChanged(null);
    void refetch();
  };
  if (!changed && others.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }} aria-live="polite">
      {changed && (
        <Alert
          severity="warning"
          action={
            changed.deleted ? undefined : (
              <Button color="inherit" size="small" onClick={reload}>
                {translate('zabuni.live.reload')}
              </Button>
            )
          }
        >
          {translate(changed.deleted ? 'zabuni.live.deletedBy' : 'zabuni.live.changedBy', {
            name: changed.name,
          })}
        </Alert>
      )}
      {others.length > 0 && (
        <Alert severity="info">
          {translate('zabuni.live.alsoEditing', { names: others.join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}

/** A record screen with the notice above it (every resource: src/AdminApp.tsx). */
export function withLiveRecord(
  View: ComponentType | undefined,
  editing: boolean,
): ComponentType | undefined {
  if (!View) return View;
  const WithLiveRecord = () => (
    <>
      <LiveRecordNotice editing={editing} />
      <View />
    </>
  );
  WithLiveRecord.displayName = `WithLiveRecord(${View.displayName ?? View.name})`;
  return WithLiveRecord;
}
