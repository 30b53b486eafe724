import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { Permission } from '../contract/permissions';
import { serviceUserTypes, type ServiceUserType } from '../contract/users';
import type { ResourceOperations } from './operations/types';
import { preloadable } from './preloadable';

/**
 * Everything the app knows about one resource, exported (default) by its folder's index:
 * resources/<name>/index.ts{,x}. The registry (src/composition/resourceRegistry.ts) collects the
 * folders, and the <Resource>s, the menu, access control and the operation table are derived from it.
 */
export interface ResourceDescriptor {
  /** The react-admin resource name; also its folder's name and its URL path. */
  name: string;
  /** Its row of the operation table: which GraphQL operation answers each react-admin verb. */
  operations?: ResourceOperations;
  /** The permission each action needs; an action not listed is refused. */
  permissions: ResourcePermissions;
  /**
   * Whose resource it is, by user type: only they may take its actions (and see it in the menu).
   * By default staff's (staffUserTypes); a tenderer's own sections are tendererUserTypes'.
   */
  userTypes?: readonly ServiceUserType[];
  /** Where the menu lists it; resources without a list screen (or with no menu entry) leave it out. */
  menu?: MenuPlacement;
  icon?: ComponentType;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /**
   * The table whose history the record screens show (their History panel); by default the name with
   * underscores (tender-categories: tender_categories); false for records with no history.
   */
  historyEntity?: string | false;
  /**
   * Its list offers Import from CSV (resources/shared/CsvImportButton.tsx) to those who may create:
   * the reference kit's lists are (the server imports every list the kit declares, decision 104).
   */
  importable?: boolean;
  /**
   * Starts loading the chunk of its screens (lazyScreens below), so that opening it does not wait:
   * its menu entry calls it when hovered or focused.
   */
  preload?: () => Promise<unknown>;
  /** Starts loading the chunk that holds one of its screens (an address opened, lazyScreens below). */
  preloadScreen?: (kind: ScreenKind) => Promise<unknown>;
}

/** The screens a resource may have, as react-admin's <Resource> takes them. */
export type ScreenKind = 'list' | 'create' | 'edit' | 'show';

/**
 * A resource's screens in a chunk of their own, downloaded when the first of them is shown (or its
 * menu entry is hovered: preload), so that the menu and the shell do not carry every resource's code.
 * `kinds` says which screens exist before the chunk is there: react-admin draws routes and buttons
 * (hasEdit, hasShow, hasCreate) from them. A failed download is tried again on the next request.
 */
export function lazyScreens<K extends ScreenKind>(
  kinds: readonly K[],
  load: () => Promise<Record<K, ComponentType>>,
): LazyScreens<K> {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // Each screen is drawn at once once the chunk is in (providers/preloadable.tsx); the nearest
  // Suspense (the layout's) shows while it downloads.
  const screens = kinds.map(
    (kind) => [kind, preloadable(() => loadOnce().then((module) => module[kind]))] as const,
  );
  const preload = () => Promise.all(screens.map(([, screen]) => screen.start()));
  const preloadScreen = (kind: ScreenKind) =>
    screens.find(([screenKind]) => screenKind === kind)?.[1].start() ?? Promise.resolve();
  return {
    ...(Object.fromEntries(
      screens.map(([kind, screen]) => [kind, screen.Component]),
    ) as unknown as Record<K, ComponentType>),
    preload,
    preloadScreen,
  };
}

export type LazyScreens<K extends ScreenKind> = Record<K, ComponentType> &
  Required<Pick<ResourceDescriptor, 'preload' | 'preloadScreen'>>;

/**
 * A resource's screens in more than one chunk: the first (its list) is what its menu entry preloads
 * and what opens first; the others (its record screens, with their forms) are downloaded when one of
 * them is opened, so that a list's first load does not carry its forms (issue 42).
 */
export function joinScreens<K extends ScreenKind, L extends ScreenKind>(
  first: LazyScreens<K>,
  rest: LazyScreens<L>,
): LazyScreens<K | L> {
  return {
    ...rest,
    ...first,
    preloadScreen: (kind) => (kind in first ? first : rest).preloadScreen(kind),
  };
}

/**
 * The table behind a resource: its historyEntity, or its name with underscores. The server names
 * tables in history entries and in the home page's counts; this finds the list (and record screens).
 */
export const tableOf = (descriptor: ResourceDescriptor): string =>
  descriptor.historyEntity || descriptor.name.replace(/-/g, '_');

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** An action every signed-in user may take (shared reference data such as financial years). */
export const SIGNED_IN = 'SIGNED_IN';

/**
 * The permission each action needs: the same ones the server checks on the operations behind them,
 * so the browser hides exactly what the server would refuse.
 */
export type ResourcePermissions = Partial<Record<ResourceAction, Permission | typeof SIGNED_IN>>;

/** The areas that have a permission ending in `.verb` (uaa.user for uaa.user.read). */
type AreaWith<Verb extends string> = Permission extends infer P
  ? P extends `${infer Area}.${Verb}`
    ? Area
    : never
  : never;

/** The areas that have every one of these verbs (read, write, delete). */
type AreaFor<Verbs extends string> = {
  [Area in AreaWith<'read'>]: (
    Verbs extends string ? (`${Area}.${Verbs}` extends Permission ? true : false) : never
  ) extends true
    ? Area
    : never;
}[AreaWith<'read'>];

const areaVerb = {
  list: 'read',
  show: 'read',
  create: 'write',
  edit: 'write',
  delete: 'delete',
} as const;
const allActions = ['list', 'show', 'create', 'edit', 'delete'] as const;

/**
 * The permissions of a resource managed by one area's permissions, the usual way: list and show
 * need <area>.read, create and edit <area>.write, delete <area>.delete. `actions` are those the
 * resource offers (by default all five); the area must have the permission each one needs.
 */
export const areaAccess = <const Actions extends readonly ResourceAction[] = typeof allActions>(
  area: AreaFor<(typeof areaVerb)[Actions[number]]>,
  actions: Actions = allActions as unknown as Actions,
): ResourcePermissions =>
  Object.fromEntries(
    actions.map((action) => [action, `${area}.${areaVerb[action]}` as Permission]),
  );

/** Tenderers (and subscribers, who sign in the same way) keep their own registration. */
export const tendererUserTypes: readonly ServiceUserType[] = ['TENDERER', 'SUBSCRIBER'];

/** Everyone who works for an institution or the platform: the administration's lists are theirs. */
export const staffUserTypes: readonly ServiceUserType[] = serviceUserTypes.filter(
  (type) => !tendererUserTypes.includes(type),
);

/** The menu's groups, in the order they are shown; each heading is zabuni.menu.<id>. */
export const menuSectionIds = [
  'myRegistration',
  'institutions',
  'people',
  'tenderers',
  'planning',
  'procurementReference',
  'generalReference',
  'billing',
  'administration',
] as const;

export type MenuSectionId = (typeof menuSectionIds)[number];

/** A menu entry: its group, and its place in that group (lower first). */
export interface MenuPlacement {
  section: MenuSectionId;
  order: number;
}

/** A reference list of uaa/general: read by all signed in, maintained by administrators. */
export const generalReferenceAccess: ResourcePermissions = {
  list: SIGNED_IN,
  show: SIGNED_IN,
  create: 'uaa.referenceData.write',
  edit: 'uaa.referenceData.write',
  delete: 'uaa.referenceData.delete',
};

/** A tenderer's own rows: the server limits each action to the caller's company. */
export const ownRecordsAccess: ResourcePermissions = {
  list: SIGNED_IN,
  show: SIGNED_IN,
  create: SIGNED_IN,
  edit: SIGNED_IN,
  delete: SIGNED_IN,
};

/** A procurement reference list of the app service: read by all signed in. */
export const appReferenceAccess: ResourcePermissions = {
  list: SIGNED_IN,
  show: SIGNED_IN,
  create: 'app.referenceData.write',
  edit: 'app.referenceData.write',
  delete: 'app.referenceData.delete',
};
