import type { ComponentType } from 'react';
import { withHistory } from './RecordHistory';
import { withLiveRecord } from './LiveChanges';
import { withFoundRecord } from './RecordNotFound';

/**
 * A resource's record screen (edit or show) with its History panel below and the live notice above
 * (who else saved or edits the record), once the record is found (else the not-found screen). In a
 * chunk of its own with what it needs (forms, history), loaded when a record is first opened.
 */
export function recordScreen(
  View: ComponentType,
  history: string | false,
  isEdit: boolean,
): ComponentType {
  return withFoundRecord(withLiveRecord(withHistory(View, history), isEdit)) ?? View;
}
