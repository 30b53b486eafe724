import type { Config } from '../../config';

/**
 * OCDS 1.1 building blocks that touch no database: the release of one planned procurement, the
 * package metadata from configuration, the prune that keeps empty values out, and the merge that
 * compiles a record's releases.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * The value without empty strings (blank ones too), empty objects, empty arrays, null and undefined,
 * recursively: OCDS wants a field left out rather than published empty. Strings are trimmed.
 */
export function prune(value: unknown): Json | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((item): item is Json => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, field]) => [key, prune(field)] as const)
      .filter((entry): entry is readonly [string, Json] => entry[1] !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return undefined;
}

/** JSON with object keys sorted, so two equal values (one read back from jsonb) compare equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Our procurement categories as OCDS mainProcurementCategory values. */
const ocdsCategory: Record<string, string> = {
  GOODS: 'goods',
  WORKS: 'works',
  NON_CONSULTANCY: 'services',
  CONSULTANCY: 'services',
};

export interface PlannedProcurement {
  plan: { uuid: string; title: string; description: string | null; currency: string };
  financialYearCode: string;
  buyer: { uuid: string; name: string };
  item: {
    uuid: string;
    ocid: string;
    description: string;
    category: string;
    estimatedAmount: number;
    procurementMethodName: string;
    ocdsMethod: string;
  };
}

/**
 * What a release says about one planned procurement (everything but id, date and tag): the plan's
 * budget, the buyer, and the method mapped to the OCDS codelist while procurementMethodDetails keeps
 * the national name. Pruned.
 */
export function releaseContent({
  plan,
  financialYearCode,
  buyer,
  item,
}: PlannedProcurement): JsonObject {
  const party = { id: buyer.uuid, name: buyer.name, roles: ['buyer', 'procuringEntity'] };
  return prune({
    ocid: item.ocid,
    initiationType: 'tender',
    language: 'en',
    parties: [party],
    buyer: { id: buyer.uuid, name: buyer.name },
    planning: {
      rationale: plan.description,
      budget: {
        description: `${plan.title} (${financialYearCode})`,
        amount: { amount: item.estimatedAmount, currency: plan.currency },
        project: plan.title,
        projectID: plan.uuid,
      },
    },
    tender: {
      id: item.uuid,
      title: item.description,
      status: 'planning',
      procurementMethod: item.ocdsMethod,
      procurementMethodDetails: item.procurementMethodName,
      mainProcurementCategory: ocdsCategory[item.category],
      value: { amount: item.estimatedAmount, currency: plan.currency },
      procuringEntity: { id: buyer.uuid, name: buyer.name },
    },
  }) as JsonObject;
}

/**
 * A removed planned procurement: its last content with tender.status `withdrawn` (tenderStatus
 * codelist: "No further information on this process is available under this ocid"; the releaseTag
 * codelist names planningUpdate for "a pipeline proposal has been withdrawn").
 */
export function withdrawnContent(last: JsonObject): JsonObject {
  const tender = (last.tender ?? {}) as JsonObject;
  return { ...last, tender: { ...tender, status: 'withdrawn' } };
}

/**
 * The next content with a null for every field the previous one had and it has not: by the OCDS
 * merge rules a field left out keeps its earlier value, a null removes it (objects only; our arrays
 * are always whole).
 */
export function withRemovals(previous: JsonObject, next: JsonObject): JsonObject {
  const result: JsonObject = { ...next };
  for (const [key, before] of Object.entries(previous)) {
    const after = next[key];
    if (before === null) continue;
    if (after === undefined) result[key] = null;
    else if (isObject(before) && isObject(after)) result[key] = withRemovals(before, after);
  }
  return result;
}

const isObject = (value: Json | undefined): value is JsonObject =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A release's content: the release without the fields each release has of its own. */
export function contentOf(release: JsonObject): JsonObject {
  const { id: _id, date: _date, tag: _tag, ...content } = release;
  return content;
}

/** The full release: id, date and tag, then its content. */
export const fullRelease = (
  content: JsonObject,
  id: string,
  date: Date,
  tag: 'planning' | 'planningUpdate',
): JsonObject => ({ ocid: content.ocid, id, date: date.toISOString(), tag: [tag], ...content });

const isIdentified = (value: Json): value is JsonObject =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'id' in value;

/**
 * The OCDS merge of one value onto another: objects merge field by field, arrays of objects that all
 * have an id merge by id (a new id is appended), any other array and any plain value replace, and a
 * null removes the field.
 */
function mergeValue(base: Json | undefined, next: Json): Json | undefined {
  if (next === null) return undefined;
  if (Array.isArray(next)) {
    if (!Array.isArray(base) || !next.every(isIdentified) || !base.every(isIdentified)) {
      return next;
    }
    const merged: Json[] = [...base];
    for (const entry of next) {
      const at = merged.findIndex((existing) => (existing as JsonObject).id === entry.id);
      if (at === -1) merged.push(entry);
      else merged[at] = mergeValue(merged[at], entry) ?? {};
    }
    return merged;
  }
  if (typeof next === 'object') {
    const merged: JsonObject =
      base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
    for (const [key, value] of Object.entries(next)) {
      const field = mergeValue(merged[key], value);
      if (field === undefined) delete merged[key];
      else merged[key] = field;
    }
    return merged;
  }
  return next;
}

/**
 * The compiled release of an ocid's releases (oldest first), by the OCDS merge rules: tag `compiled`,
 * the newest release's date, and an id made of the ocid and that date.
 */
export function compileReleases(releases: JsonObject[]): JsonObject {
  let compiled: JsonObject = {};
  for (const release of releases) {
    compiled = mergeValue(compiled, contentOf(release)) as JsonObject;
  }
  const newest = releases[releases.length - 1];
  return {
    ...compiled,
    id: `${String(newest.ocid)}-${String(newest.date)}`,
    date: newest.date,
    tag: ['compiled'],
  };
}

/** The public address of the OCDS paths: {PUBLIC_URL}/{product}-app/ocds. */
export const ocdsBaseUrl = (config: Config) =>
  `${config.publicUrl ?? ''}/${config.product}-app/ocds`;

/** The package fields every package shares (version, publisher, license, policy), from configuration. */
export function packageMetadata(config: Config, uri: string, publishedDate: string) {
  const { ocds } = config;
  return prune({
    uri,
    version: '1.1',
    publishedDate,
    publisher: {
      name: ocds.publisherName,
      scheme: ocds.publisherScheme,
      uid: ocds.publisherUid,
      uri: ocds.publisherUri ?? config.publicUrl,
    },
    license: ocds.license,
    publicationPolicy: ocds.publicationPolicy ?? `${config.publicUrl ?? ''}/open-data`,
  }) as JsonObject;
}
