import {
  BooleanField,
  EditButton,
  NumberField,
  SelectField,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ListFrame } from '../shared/ListFrame';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField, YearField } from '../shared/ShortDateField';
import type { ReactElement } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { InlineEditCell } from './InlineEditCell';
import { BulkActivationButtons } from './BulkActivationButtons';
import { BulkEditButton, bulkEditableFields } from './BulkEditButton';
import { LocalTextField } from './localName';
import { LazyUnspscCodeInput } from '../shared/LazyUnspscCodeInput';
import { NullableBooleanFilter } from '../shared/filters/NullableBooleanFilter';
import { SelectFilter } from '../shared/filters/formFilterInputs';
import { preloadable } from '../../providers/preloadable';
import type { ReferenceField, ReferenceScreenOptions } from './types';
import { listFieldsOf, type ListFields } from '../../contract/listFields';

const Empty = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  return <ListEmpty message="zabuni.referenceData.empty" messageArgs={{ name }} />;
};

/**
 * Whether a column offers to sort: when the list's contract (listFields) sorts by its field; a related
 * record's name never does (the server sorts by its own columns only, not by the related uuid).
 */
export const isSortableColumn = (field: ReferenceField, listFields?: ListFields): boolean =>
  field.kind !== 'reference' && (listFields?.sortable.includes(field.source) ?? false);

/** The kinds a list filter offers a choice of; a text or date field is found by the search box. */
const choiceKinds: ReferenceField['kind'][] = ['select', 'reference', 'unspsc', 'boolean'];

/** Whether a field is a list filter: the contract filters by it and it offers a choice. */
export const isFilterField = (field: ReferenceField, listFields?: ListFields): boolean =>
  choiceKinds.includes(field.kind) && (listFields?.filters.includes(field.source) ?? false);

/**
 * The list's columns, in order: the fields shown in the list, then the Active column and the created
 * date where the list has them (tests/unit/resources/referenceSorts.test.ts reads them too).
 */
export function listColumns({
  fields,
  activation = true,
  showCreatedAt = true,
}: Pick<ReferenceScreenOptions, 'fields' | 'activation' | 'showCreatedAt'>): ReferenceField[] {
  const shown = fields.filter((f) => f.inList ?? f.kind !== 'multiline');
  const hasActive = activation && !shown.some((f) => f.source === 'active');
  return [
    ...shown,
    ...(hasActive ? [{ source: 'active', kind: 'boolean' } as const] : []),
    ...(showCreatedAt ? [{ source: 'createdAt', kind: 'date' } as const] : []),
  ];
}

/** The kinds a cell edits in place (decision 146): texts, codes, numbers and flags; the form the rest. */
export const isInlineEditable = (field: ReferenceField): boolean =>
  field.source !== 'createdAt' &&
  (field.kind === undefined ||
    field.kind === 'text' ||
    field.kind === 'number' ||
    field.kind === 'boolean');

function column(field: ReferenceField, editable: boolean, listFields?: ListFields): ReactElement {
  const sortable = isSortableColumn(field, listFields);
  if (editable && isInlineEditable(field)) {
    return (
      <InlineEditCell key={field.source} field={field} source={field.source} sortable={sortable} />
    );
  }
  switch (field.kind) {
    case 'boolean':
      return <BooleanField key={field.source} source={field.source} sortable={sortable} />;
    case 'number':
      return <NumberField key={field.source} source={field.source} sortable={sortable} />;
    case 'year':
      return <YearField key={field.source} source={field.source} sortable={sortable} />;
    case 'date':
      return <ShortDateField key={field.source} source={field.source} sortable={sortable} />;
    case 'select':
      return (
        <SelectField
          key={field.source}
          source={field.source}
          choices={field.choices ?? []}
          sortable={sortable}
        />
      );
    case 'reference':
      // The related record's name in the page's language (its nameSw on a Swahili page).
      return (
        <LocalTextField
          key={field.source}
          source={field.listSource ?? field.source}
          sortable={false}
          emptyText="-"
        />
      );
    default:
      // A name or description in the page's language (its Swahili twin on a Swahili page).
      return (
        <LocalTextField
          key={field.source}
          source={field.source}
          sortable={sortable}
          emptyText="-"
        />
      );
  }
}

/** A related list's filter, downloaded with react-admin's filter form once it is added. */
const ReferenceChoicesFilter = preloadable(() =>
  import('./ReferenceChoicesInput').then((module) => module.ReferenceChoicesInput),
).Component;

function filterInput(field: ReferenceField, listFields?: ListFields): ReactElement | [] {
  if (!isFilterField(field, listFields)) return [];
  if (field.kind === 'select') {
    return <SelectFilter key={field.source} source={field.source} choices={field.choices ?? []} />;
  }
  if (field.kind === 'reference' && field.reference) {
    return <ReferenceChoicesFilter key={field.source} field={field} />;
  }
  if (field.kind === 'unspsc') {
    return <LazyUnspscCodeInput key={field.source} source={field.source} sx={{ minWidth: 320 }} />;
  }
  return <NullableBooleanFilter key={field.source} source={field.source} />;
}

/**
 * A reference list: search by name, the active filter, server-side sort and paging, CSV export
 * (react-admin's exporter), an empty state, and bulk activate/deactivate and bulk edit when asked for.
 */
export function ReferenceList({
  fields,
  type,
  sortField = 'name',
  bulkActivation = false,
  rowClick = 'edit',
  showCreatedAt = true,
  readOnly = false,
  activation = true,
  searchable = true,
}: ReferenceScreenOptions) {
  const resource = useResourceContext();
  const listFields = listFieldsOf(type);
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  // On a phone the list is a simple list whose line opens the form: cells edit on wider screens.
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const editable = !readOnly && !!canEdit && !isSmall;
  return (
    <ListFrame
      search={searchable}
      activeFilter={activation}
      filters={fields.flatMap((field) => filterInput(field, listFields))}
      sortField={listFields?.defaultSort ?? sortField}
      empty={<Empty />}
      rowClick={readOnly ? false : rowClick}
      bulkActionButtons={
        activation && bulkActivation ? (
          <>
            <BulkActivationButtons />
            <BulkEditButton fields={bulkEditableFields(fields, activation)} />
          </>
        ) : (
          false
        )
      }
    >
      {listColumns({ fields, activation, showCreatedAt }).map((field) =>
        column(field, editable, listFields),
      )}
      {!readOnly && <EditButton />}
    </ListFrame>
  );
}
