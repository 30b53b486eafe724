import { eq, isNull, or } from 'drizzle-orm';
import { parentTypeOf, type AdministrativeAreaType } from '../../../contract/administrativeAreas';
import { ResponseCode } from '../../../contract/responseCodes';
import { actsAcrossInstitutions } from '../../auth/institutionScope';
import { administrativeAreas } from '../../db/schema/areas';
import { institutions } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { categoryTree } from './categoryTree';
import type { TreeSource } from './nodes';
import { selfTree } from './selfTree';

const invalid = (message: string) => new AppError(ResponseCode.INVALID_INPUT, message);

/** Region > district > ward > village: national reference data, read by every signed-in user. */
const areaTree = selfTree({
  table: administrativeAreas,
  columns: administrativeAreas,
  kindColumn: administrativeAreas.type,
  kindOf: (row) => String(row.kindValue),
  read: 'signedIn',
  move: 'uaa.administrativeArea.write',
  visibleTo: () => undefined,
  rootsFor: () => isNull(administrativeAreas.parentId),
  // An area keeps its level: a ward moves to another district, never under a ward or a region.
  checkMove(_user, node, parent) {
    const type = node.kindValue as AdministrativeAreaType;
    const parentType = parentTypeOf(type);
    if (!parentType) throw invalid(`A ${type} has no parent area`);
    if (parent.kindValue !== parentType) {
      throw invalid(`The parent of a ${type} must be a ${parentType}`);
    }
  },
});

/**
 * Main institutions and their lower-level institutions. Platform administrators see every one; anyone
 * else their own institution and those under it. A parent is the platform's to change (as in the
 * institution form), so only platform administrators move.
 */
const institutionTree = selfTree({
  table: institutions,
  columns: institutions,
  kindColumn: institutions.isLowerLevel,
  kindOf: (row) => (row.kindValue ? 'LOWER_LEVEL' : 'INSTITUTION'),
  read: 'uaa.institution.read',
  move: 'uaa.institution.write',
  visibleTo: (user) =>
    actsAcrossInstitutions(user)
      ? undefined
      : or(
          eq(institutions.id, user.institutionId ?? -1),
          eq(institutions.parentId, user.institutionId ?? -1),
        ),
  rootsFor: (user) =>
    actsAcrossInstitutions(user)
      ? isNull(institutions.parentId)
      : eq(institutions.id, user.institutionId ?? -1),
  checkMove(user, node, parent) {
    if (!actsAcrossInstitutions(user)) {
      throw new AppError(
        ResponseCode.FORBIDDEN,
        "Only platform administrators change an institution's parent",
      );
    }
    if (!node.kindValue) throw invalid('Only a lower-level institution moves under another one');
    if (parent.kindValue) throw invalid('The parent must be a main (not lower-level) institution');
  },
});

/** The three trees by their GraphQL name. */
export const trees: Record<'AREAS' | 'INSTITUTIONS' | 'CATEGORIES', TreeSource> = {
  AREAS: areaTree,
  INSTITUTIONS: institutionTree,
  CATEGORIES: categoryTree,
};
