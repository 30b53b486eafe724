import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en';
import sw from '../../../locales/sw';
import type { HistoryEntry } from '../../../providers/operations/historyMethods';
import { createdValues, describeEntry, formatWhen } from '../../../resources/shared/historyText';

const translator = (language: 'en' | 'sw') => {
  const provider = polyglotI18nProvider(() => (language === 'sw' ? sw : en), language);
  return (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
};

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: '1',
  recordedAt: '2026-11-27T10:02:00.000Z',
  entity: 'tender_categories',
  recordId: '7',
  recordUuid: '00000000-0000-4000-8000-000000000001',
  recordLabel: 'Works',
  action: 'update',
  changes: [],
  actorUuid: '00000000-0000-4000-8000-000000000002',
  actorName: 'Jane Doe',
  actorInstitutionName: 'Ministry of Finance',
  batchUuid: null,
  ...overrides,
});

const nameChange = {
  field: 'name',
  oldValue: 'A',
  newValue: 'B',
  added: null,
  removed: null,
};

describe('a history entry in plain words', () => {
  process.env.TZ = 'UTC';
  const when = formatWhen('2026-11-27T10:02:00.000Z', 'en');

  it('says who changed which field from what to what, and when (en)', () => {
    const words = describeEntry(translator('en'), entry({ changes: [nameChange] }), {
      language: 'en',
      record: 'this record',
    });
    expect(words).toEqual([
      `Jane Doe (Ministry of Finance) changed Name from 'A' to 'B' on ${when}`,
    ]);
    expect(when).toMatch(/^27 Nov 2026 \d\d:02$/);
  });

  it('says it in Kiswahili with the field label of the resource', () => {
    const words = describeEntry(translator('sw'), entry({ changes: [nameChange] }), {
      language: 'sw',
      record: 'rekodi hii',
    });
    expect(words[0]).toMatch(
      /^Jane Doe \(Ministry of Finance\) alibadilisha Jina kutoka 'A' kuwa 'B' tarehe 27 /,
    );
  });

  it('names permissions given, deletions, the system, yes and no', () => {
    const t = translator('en');
    const options = { language: 'en', record: 'this record' };
    expect(
      describeEntry(
        t,
        entry({
          entity: 'roles',
          action: 'assign',
          changes: [{ ...nameChange, field: 'permissions', added: ['a.read', 'b.write'] }],
        }),
        options,
      ),
    ).toEqual([`Jane Doe (Ministry of Finance) added a.read, b.write to Permissions on ${when}`]);
    expect(describeEntry(t, entry({ action: 'delete', actorName: null }), options)).toEqual([
      `The system deleted this record on ${when}`,
    ]);
    const created = entry({
      action: 'create',
      changes: [{ ...nameChange, field: 'active', oldValue: null, newValue: 'true' }],
    });
    expect(createdValues(t, created)).toEqual(['Active: Yes']);
  });
});
