import {
  tableOf,
  type ResourceDescriptor,
  type ScreenKind,
} from '../../providers/resourceDescriptor';
import { preloadable, type Preloadable } from '../../providers/preloadable';
import { preloadDataProvider } from './lazyDataProvider';
import { resourceDescriptors } from './resourceRegistry';

/** The admin's Datagrids (a named header, rows that open with Enter): loaded with the first screen. */
const datagrids = () => import('../shell/accessibleDatagrid');

/** A record screen's History panel and who else saves it: for edit and show, false for a list or create. */
type RecordScreen = { history: string | false; isEdit: boolean } | false;

/**
 * One screen of a resource: its own code (its chunk: resources/<name>/listScreen.ts for a list,
 * screens.ts for the record screens, decision 196) with its Datagrids made accessible
 * (src/shell/accessibleDatagrid.tsx) and, for a record screen (edit, show), its History panel
 * below, the live notice above and the not-found screen (resources/shared/recordScreen.tsx). All of
 * it is downloaded when the screen is first opened, not with the menu (issue 42), and drawn without
 * a second wait once in (providers/preloadable.tsx).
 */
function screenOf(
  resource: ResourceDescriptor,
  kind: ScreenKind,
  record: RecordScreen,
): Preloadable<object> | undefined {
  const View = resource[kind];
  if (!View) return undefined;
  const preload = () => resource.preloadScreen?.(kind);
  return preloadable(async () => {
    const [grids, recordScreens] = await Promise.all([
      datagrids(),
      record ? import('../../resources/shared/recordScreen') : undefined,
      preload(),
    ]);
    const screen =
      record && recordScreens
        ? recordScreens.recordScreen(View, record.history, record.isEdit)
        : View;
    return grids.withAccessibleDatagrids(screen);
  });
}

/**
 * Every resource's screens; its table is also what its screens watch (options) and the record
 * screens' History panel shows.
 */
export const resourceScreens = resourceDescriptors.map((resource) => {
  // Its table: what its screens watch and its import names (decision 104), with or without a
  // history (global settings, keyed by their key, have none but are watched and held).
  const entity = tableOf(resource);
  const history = resource.historyEntity === false ? false : entity;
  const csvImport =
    resource.importable && resource.operations
      ? { service: resource.operations.service, entity }
      : undefined;
  return {
    ...resource,
    options: { liveEntity: entity, csvImport },
    screens: {
      list: screenOf(resource, 'list', false),
      create: screenOf(resource, 'create', false),
      edit: screenOf(resource, 'edit', { history, isEdit: true }),
      show: screenOf(resource, 'show', { history, isEdit: false }),
    },
  };
});

/** The screen an address of the admin opens: /name a list, /name/create, /name/:id/show, /name/:id. */
function screenAt(pathname: string): Preloadable<object> | undefined {
  const [, name, id, show] = pathname.split('/');
  const screens = resourceScreens.find((resource) => resource.name === name)?.screens;
  if (!screens) return undefined;
  if (!id) return screens.list;
  if (id === 'create') return screens.create;
  return show === 'show' ? screens.show : (screens.edit ?? screens.show);
}

/**
 * Starts downloading the screen an address opens, with the data provider: as the admin's chunk runs
 * on a resource's page (a reload, a link; src/App.tsx renders the admin once the screen is in, so the
 * first render draws the list and its query waits for no chunk), and as the pointer or the keyboard
 * reaches a menu entry (the click finds it there). The home and the other pages read no list and
 * download neither. A failure is the screen's to report when it renders (it downloads again then).
 */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  const screen = screenAt(pathname);
  if (!screen) return Promise.resolve();
  preloadDataProvider();
  return screen.start().catch(() => undefined);
}
