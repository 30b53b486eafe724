import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  useLocaleState,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { failureReason, staleVersionOf } from '../../providers/responses';
import type { ReferenceField } from './types';

/** What a key does while a cell is being edited (exported for its unit test). */
export function cellKeyAction(key: string): 'save' | 'cancel' | 'saveAndMove' | null {
  if (key === 'Enter') return 'save';
  if (key === 'Escape') return 'cancel';
  if (key === 'Tab') return 'saveAndMove';
  return null;
}

/**
 * The field a text cell edits: the one it shows. On a Swahili page a name shows its Swahili twin
 * when there is one (LocalTextField), so that twin is what is edited (decision 147).
 */
export function editedSource(record: RaRecord, source: string, locale: string): string {
  const twin = `${source}Sw`;
  const swahili = record[twin];
  return locale === 'sw' && typeof swahili === 'string' && swahili.trim() ? twin : source;
}

/** The value typed, as the record keeps it: a number column's text as a number, blank as null. */
function parsed(field: ReferenceField, text: string): unknown {
  if (field.kind !== 'number') return text;
  return text.trim() === '' ? null : Number(text);
}

/** The first rule the text breaks, as a translation key with its arguments, or undefined. */
function invalid(
  field: ReferenceField,
  text: string,
): [string, Record<string, unknown>?] | undefined {
  const trimmed = text.trim();
  if (field.required && trimmed === '') return ['ra.validation.required'];
  if (field.kind === 'number') {
    if (trimmed !== '' && !Number.isFinite(Number(trimmed))) return ['ra.validation.number'];
    return undefined;
  }
  if (field.minLength && trimmed.length < field.minLength) {
    return ['ra.validation.minLength', { min: field.minLength }];
  }
  if (field.maxLength && trimmed.length > field.maxLength) {
    return ['ra.validation.maxLength', { max: field.maxLength }];
  }
  return undefined;
}

/**
 * An in-place edit of one record's field: the text being typed (null when closed), its error, and
 * the save, an update of the whole record at the version the list read.
 */
export function useInlineCellEdit(field: ReferenceField, record: RaRecord) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const [update, { isPending }] = useUpdate();
  const refresh = useRefresh();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const source = editedSource(record, field.source, locale);
  const shown = record[source] == null ? '' : String(record[source]);
  const label = translate(`resources.${resource}.fields.${field.source}`, { _: field.source });

  const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();
  const cancel = () => {
    setText(null);
    setError(null);
  };

  const save = (value: unknown, onDone?: () => void) =>
    update(
      resource,
      { id: record.id, data: { ...record, [source]: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          cancel();
          onDone?.();
        },
        onError: (failure) => {
          const theirs = staleVersionOf(failure);
          // The row is read again, so the next Enter saves over what is there now, knowingly.
          if (theirs) refresh();
          setError(
            theirs
              ? translate('zabuni.inlineEdit.stale', {
                  who: String(theirs.updatedBy ?? translate('zabuni.conflict.someone')),
                })
              : translate(failureReason(failure), { _: failureReason(failure) }),
          );
        },
      },
    );

  const commit = () => {
    if (text === null || text === shown) return cancel();
    const broken = invalid(field, text);
    if (broken) return setError(translate(broken[0], broken[1]));
    void save(parsed(field, field.kind === 'number' ? text : text.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    stop(event);
    const action = cellKeyAction(event.key);
    if (action === 'save') {
      event.preventDefault();
      commit();
    } else if (action === 'cancel') {
      event.preventDefault();
      cancel();
    } else if (action === 'saveAndMove') {
      // The browser moves the focus on to the next cell; the value typed is saved on the way.
      commit();
    }
  };

  return {
    label,
    source,
    shown,
    text,
    setText,
    error,
    isPending,
    stop,
    save,
    onKeyDown,
  };
}
