import { inArray } from 'drizzle-orm';
import { codeFromName } from '../../../contract/administrativeAreas';
import type { Db } from '../../db/client';
import { liveIdsByCode } from '../../reference-kit/seeding';
import { administrativeAreas } from '../../db/schema/areas';
import tanzania from './tanzania-administrative-areas.json' with { type: 'json' };

/**
 * Tanzania's regions and their districts (tanzania-administrative-areas.json beside this file). Codes are
 * made from the names (region 'DAR-ES-SALAAM', district 'DAR-ES-SALAAM.ILALA'). Only codes never
 * seeded are added, so an area an administrator deleted does not come back on the next start.
 * A few bulk statements: 31 regions, then their ~190 districts.
 */
export async function seedAdministrativeAreas(db: Db): Promise<void> {
  const regions = tanzania.regions.map((region) => ({
    code: codeFromName(region.name),
    name: region.name,
    districts: region.districts,
  }));
  const districts = regions.flatMap((region) =>
    region.districts.map((name) => ({
      code: `${region.code}.${codeFromName(name)}`,
      name,
      regionCode: region.code,
    })),
  );
  const known = await db
    .select({ id: administrativeAreas.id, code: administrativeAreas.code })
    .from(administrativeAreas)
    .where(
      inArray(
        administrativeAreas.code,
        [...regions, ...districts].map((area) => area.code),
      ),
    );
  const knownCodes = new Set(known.map((area) => area.code));
  if (knownCodes.size === regions.length + districts.length) return;

  const newRegions = regions.filter((region) => !knownCodes.has(region.code));
  if (newRegions.length > 0) {
    await db
      .insert(administrativeAreas)
      .values(
        newRegions.map(({ code, name }) => ({ code, name, type: 'REGION', createdBy: 'system' })),
      )
      .onConflictDoNothing();
  }
  const regionIdByCode = await liveIdsByCode(
    db,
    administrativeAreas,
    regions.map((region) => region.code),
  );
  const newDistricts = districts.filter(
    (district) => !knownCodes.has(district.code) && regionIdByCode.has(district.regionCode),
  );
  if (newDistricts.length > 0) {
    await db
      .insert(administrativeAreas)
      .values(
        newDistricts.map(({ code, name, regionCode }) => ({
          code,
          name,
          type: 'DISTRICT',
          parentId: regionIdByCode.get(regionCode),
          createdBy: 'system',
        })),
      )
      .onConflictDoNothing();
  }
}
