import type { TranslateFunction } from 'react-admin';
import type { HistoryChange, HistoryEntry } from '../activity/methods';
import { formatDate } from '../../locales/formats';
import { identifierLabel } from '../identity/IdentifierField';

/**
 * History entries in plain words, in the user's language: "Jane Doe (Ministry of Finance) changed Name
 * from 'A' to 'B' on 27 Nov 2026 10:02". Field labels come from the record's resource
 * (resources.<resource>.fields.<field>), as its screens show them.
 */

/** The browser resource of a record kind: the table's name with dashes (tender_categories). */
export const resourceOfEntity = (entity: string) => entity.replace(/_/g, '-');

/** 'unitOfMeasure' as 'Unit of measure', for a field no screen names. */
const humanize = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A field's label as the resource's screens show it. A link's id column (tenderCategoryId) is
 * labelled as the field that picks it: the parent, its uuid or its name (tenderCategory,
 * tenderCategoryUuid, tenderCategoryName); then the labels every record shares
 * (zabuni.history.fields: active, deleted, ...), else in words without the "id".
 */
export function fieldLabel(translate: TranslateFunction, resource: string, field: string): string {
  const parent = field.endsWith('Id') ? field.slice(0, -2) : undefined;
  const candidates = parent ? [field, parent, `${parent}Uuid`, `${parent}Name`] : [field];
  const shared = translate(`zabuni.history.fields.${field}`, { _: humanize(parent ?? field) });
  return candidates.reduceRight(
    (fallback, name) => translate(`resources.${resource}.fields.${name}`, { _: fallback }),
    shared,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value that only a machine reads (the uuid of a signed document): never shown to a person. */
const isIdentifier = (value: string | null) => value !== null && UUID.test(value);

/** Fields whose values are identifiers with words of their own (a role's SUPER_ADMINISTRATOR). */
const wordedValues: Record<string, 'roleNames' | 'userTypes'> = {
  roles: 'roleNames',
  userType: 'userTypes',
  userTypeEnum: 'userTypes',
};

/** A value as a person reads it: a role or user type in words, else as stored. */
const valueText = (translate: TranslateFunction, field: string, value: string): string =>
  wordedValues[field] ? identifierLabel(translate, wordedValues[field], value) : value;

/** "27 Nov 2026 10:02" (en), "27 Nov 2026 10:02" in Kiswahili's month names (sw). */
export const formatWhen = (iso: string, language: string): string =>
  formatDate(iso, language, { withTime: true });

/** A value in a sentence or a version's table: empty, yes/no, or quoted as stored. */
export const quoted = (translate: TranslateFunction, value: string | null, field = '') =>
  value === null || value === ''
    ? translate('zabuni.history.emptyValue')
    : value === 'true' || value === 'false'
      ? translate(`ra.boolean.${value}`)
      : `'${valueText(translate, field, value)}'`;

/** "Jane Doe (Ministry of Finance)", "Jane Doe", or the system. */
export function actorText(translate: TranslateFunction, entry: HistoryEntry): string {
  if (!entry.actorName) return translate('zabuni.history.system');
  return entry.actorInstitutionName
    ? `${entry.actorName} (${entry.actorInstitutionName})`
    : entry.actorName;
}

/** One sentence for a changed field of an update or a link change. */
function changeSentence(
  translate: TranslateFunction,
  change: HistoryChange,
  context: Record<string, string>,
  resource: string,
): string {
  const field = fieldLabel(translate, resource, change.field);
  const values = (list: string[]) =>
    list.map((value) => valueText(translate, change.field, value)).join(', ');
  if (change.added) {
    return translate('zabuni.history.sentences.assign', {
      ...context,
      field,
      values: values(change.added),
    });
  }
  if (change.removed) {
    return translate('zabuni.history.sentences.unassign', {
      ...context,
      field,
      values: values(change.removed),
    });
  }
  // A document signed again: what changed is said, not the identifiers.
  if (isIdentifier(change.oldValue) || isIdentifier(change.newValue)) {
    return translate('zabuni.history.sentences.changed', { ...context, field });
  }
  const kind = change.oldValue === null ? 'set' : change.newValue === null ? 'cleared' : 'update';
  return translate(`zabuni.history.sentences.${kind}`, {
    ...context,
    field,
    old: quoted(translate, change.oldValue, change.field),
    new: quoted(translate, change.newValue, change.field),
  });
}

/**
 * The entry as sentences: one per changed field for an update or a link change, one for the rest.
 * `record` names the record ("this record" on its own page, its name in the activity list).
 */
export function describeEntry(
  translate: TranslateFunction,
  entry: HistoryEntry,
  options: { language: string; record: string },
): string[] {
  const resource = resourceOfEntity(entry.entity);
  const context = {
    actor: actorText(translate, entry),
    date: formatWhen(entry.recordedAt, options.language),
    record: options.record,
  };
  // A restore says which version it brought back, then what it changed (issue 39).
  const restored = entry.restoredFromAt
    ? [
        translate('zabuni.history.sentences.restoredVersion', {
          ...context,
          version: formatWhen(entry.restoredFromAt, options.language),
        }),
      ]
    : [];
  const perField = ['update', 'assign', 'unassign'].includes(entry.action);
  if (perField && entry.changes.length > 0) {
    return [
      ...restored,
      ...entry.changes.map((change) => changeSentence(translate, change, context, resource)),
    ];
  }
  const sentence = translate(`zabuni.history.sentences.${entry.action}`, {
    ...context,
    _: entry.action,
  });
  return entry.importFileName
    ? [sentence, translate('zabuni.csvImport.importedFrom', { file: entry.importFileName })]
    : [...restored, sentence];
}

/** What a create set: "Name: 'A'", one per field, under the sentence. */
export const createdValues = (translate: TranslateFunction, entry: HistoryEntry): string[] =>
  entry.action === 'create'
    ? entry.changes
        // A new record is never deleted: the flag says nothing.
        .filter((change) => change.field !== 'deleted' && !isIdentifier(change.newValue))
        .map(
          (change) =>
            `${fieldLabel(translate, resourceOfEntity(entry.entity), change.field)}: ${quoted(translate, change.newValue, change.field)}`,
        )
    : [];
