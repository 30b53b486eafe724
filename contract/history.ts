/** What a record-history entry says was done (server/modules/history, the Activity list's filter). */
export const historyActions = [
  'create',
  'update',
  'delete',
  'restore',
  'activate',
  'deactivate',
  'assign',
  'unassign',
  'remove',
] as const;

export type HistoryAction = (typeof historyActions)[number];
