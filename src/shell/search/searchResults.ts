import type { SearchGroup } from '../../../contract/search';
import { recordPath } from '../../../resources/shared/recordLinks';

/** A hit the app can open: its screen's path. */
export interface OpenableHit {
  key: string;
  label: string;
  context: string | null;
  path: string;
}

/** A group as the dialog shows it: its list's resource name (for its label) and its openable hits. */
export interface ShownGroup {
  resource: string;
  entity: string;
  hits: OpenableHit[];
  more: boolean;
}

/**
 * The server's groups as the dialog shows them: each hit with the path of the screen that opens it
 * (recordLinks.ts, as the activity list links records), hits no screen opens left out, and groups
 * left empty dropped.
 */
export function shownGroups(groups: SearchGroup[]): ShownGroup[] {
  return groups.flatMap((group) => {
    const hits = group.hits.flatMap((hit) => {
      const path = recordPath({
        entity: hit.entity,
        action: 'update',
        recordId: hit.id,
        recordUuid: hit.uuid,
      });
      return path
        ? [{ key: `${hit.entity}:${hit.uuid}`, label: hit.label, context: hit.context, path }]
        : [];
    });
    if (hits.length === 0) return [];
    // The screen's path starts with its resource's name: /tender-categories/<uuid>.
    const resource = hits[0].path.split('/')[1];
    return [{ resource, entity: group.entity, hits, more: group.more }];
  });
}

/** The next option's index when moving by `step` (wrapping round), or -1 when there is none. */
export function movedIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
