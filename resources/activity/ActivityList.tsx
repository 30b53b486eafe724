import {
  Datagrid,
  FunctionField,
  useLocaleState,
  useTranslate,
  type Exporter,
  type TranslateFunction,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';
import { historyActions } from '../../contract/history';
import { csvExporter } from '../../providers/csvExport';
import type { HistoryEntry } from './methods';
import { tableOf } from '../../providers/resourceDescriptor';
import { registeredResources } from '../../providers/registeredResources';
import { List } from '../shared/List';
import { ChoiceFilter } from '../shared/filters/ChoiceFilter';
import { DateFilter } from '../shared/filters/DateFilter';
import { SearchFilter } from '../shared/filters/SearchFilter';
import { useRecordPath } from '../shared/recordLinks';
import { actorText, describeEntry, formatWhen, resourceOfEntity } from '../shared/historyText';

/** A record kind as its list is named ('Tender categories'), or its table's name. */
const kindName = (translate: TranslateFunction, entity: string) =>
  translate(`resources.${resourceOfEntity(entity)}.name`, { smart_count: 1, _: entity });

/** The record kinds one may filter by: every resource with record screens, by its name. */
function entityChoices(translate: TranslateFunction) {
  return registeredResources()
    .filter((resource) => (resource.edit || resource.show) && resource.historyEntity !== false)
    .map((resource) => {
      const entity = tableOf(resource);
      return { id: entity, name: kindName(translate, entity) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The record in a sentence: its name in quotes, or "this record" when it has none. */
const recordName = (translate: TranslateFunction, entry: HistoryEntry) =>
  entry.recordLabel ? `'${entry.recordLabel}'` : translate('zabuni.history.thisRecord');

/** An entry as the CSV has it: the same words as the screen, one column each. */
const csvRow = (translate: TranslateFunction, language: string) => (entry: HistoryEntry) => ({
  [translate('zabuni.history.columns.when')]: formatWhen(entry.recordedAt, language),
  [translate('zabuni.history.columns.who')]: actorText(translate, entry),
  [translate('zabuni.history.columns.kind')]: kindName(translate, entry.entity),
  [translate('zabuni.history.columns.record')]: entry.recordLabel ?? '',
  [translate('zabuni.history.columns.action')]: translate(`zabuni.history.actions.${entry.action}`),
  [translate('zabuni.history.columns.changes')]: describeEntry(translate, entry, {
    language,
    record: recordName(translate, entry),
  }).join('\n'),
  uuid: entry.recordUuid ?? '',
  batch: entry.batchUuid ?? '',
});

/**
 * Every change of every record the administrator may see (their institution's, or all), newest
 * first, filtered by who, which kind of record, what and when; exported as they read it.
 */
export const ActivityList = () => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const recordPath = useRecordPath();
  const exporter: Exporter = (records, fetchRelated, dataProvider, resource) =>
    csvExporter(
      (records as HistoryEntry[]).map(csvRow(translate, language)),
      fetchRelated,
      dataProvider,
      resource,
    );
  const filters = [
    <SearchFilter key="actorName" source="actorName" label alwaysOn />,
    <ChoiceFilter key="entity" source="entity" choices={entityChoices(translate)} alwaysOn />,
    <ChoiceFilter
      key="action"
      source="action"
      choices={historyActions.map((id) => ({ id, name: `zabuni.history.actions.${id}` }))}
      alwaysOn
    />,
    <DateFilter key="from" source="from" alwaysOn />,
    <DateFilter key="to" source="to" alwaysOn />,
  ];
  return (
    <List filters={filters} exporter={exporter} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation>
      {/* An entry opens its record (issue 38 item 6); one of a record that is gone, or that the
      person may not open, opens nothing. */}
      <Datagrid
        bulkActionButtons={false}
        rowClick={(_id, _resource, entry) => recordPath(entry as HistoryEntry) ?? false}
        // Above the Datagrid's own pointer for clickable rows: an entry that opens nothing shows none.
        rowSx={(entry) => ({
          '&&&': { cursor: recordPath(entry as HistoryEntry) ? 'pointer' : 'default' },
        })}
      >
        <FunctionField<HistoryEntry>
          source="recordedAt"
          sortable={false}
          render={(entry) => formatWhen(entry.recordedAt, language)}
        />
        <FunctionField<HistoryEntry>
          source="actorName"
          sortable={false}
          render={(entry) => actorText(translate, entry)}
        />
        <FunctionField<HistoryEntry>
          source="entity"
          sortable={false}
          render={(entry) => kindName(translate, entry.entity)}
        />
        <FunctionField<HistoryEntry>
          source="recordLabel"
          sortable={false}
          render={(entry) => entry.recordLabel ?? '-'}
        />
        <FunctionField<HistoryEntry>
          source="action"
          sortable={false}
          render={(entry) => translate(`zabuni.history.actions.${entry.action}`)}
        />
        <FunctionField<HistoryEntry>
          source="changes"
          sortable={false}
          render={(entry) =>
            describeEntry(translate, entry, {
              language,
              record: recordName(translate, entry),
            }).map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))
          }
        />
      </Datagrid>
    </List>
  );
};
