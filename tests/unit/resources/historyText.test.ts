import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { allEnglish as en, allSwahili as sw } from '../../support/messages';
import type { HistoryEntry } from '../../../resources/activity/methods';
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

  it('names roles by their names and signed documents by their labels, never codes or uuids', () => {
    const uuid = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
    const user = (changes: HistoryEntry['changes'], action = 'update') =>
      entry({ entity: 'users', recordLabel: 'Neema', action, changes });
    const signed = user([
      { field: 'tocAttachmentUuid', oldValue: null, newValue: uuid, added: null, removed: null },
    ]);
    const roles = user(
      [{ ...nameChange, field: 'roles', added: ['SUPER_ADMINISTRATOR', 'STORES_OFFICER'] }],
      'assign',
    );
    const en = { language: 'en', record: 'this record' };
    expect(describeEntry(translator('en'), signed, en)).toEqual([
      `Jane Doe (Ministry of Finance) changed Signed terms and conditions on ${when}`,
    ]);
    expect(describeEntry(translator('en'), roles, en)).toEqual([
      `Jane Doe (Ministry of Finance) added Platform administrator, Stores officer to Roles on ${when}`,
    ]);
    const sw = { language: 'sw', record: 'rekodi hii' };
    const [signedSw] = describeEntry(translator('sw'), signed, sw);
    expect(signedSw).toMatch(/alibadilisha Vigezo na masharti vilivyosainiwa tarehe /);
    expect(signedSw).not.toContain(uuid);
    expect(describeEntry(translator('sw'), roles, sw)[0]).toMatch(
      /aliongeza Msimamizi wa mfumo, Stores officer kwenye Majukumu tarehe /,
    );
    const created = user(
      [
        { field: 'tocAttachmentUuid', oldValue: null, newValue: uuid, added: null, removed: null },
        { field: 'deleted', oldValue: null, newValue: 'false', added: null, removed: null },
      ],
      'create',
    );
    expect(createdValues(translator('en'), created)).toEqual([]);
  });

  it('labels the fields every record has in Kiswahili where a screen does not', () => {
    const deleted = entry({
      entity: 'work_equipments',
      changes: [{ ...nameChange, field: 'deleted', oldValue: 'false', newValue: 'true' }],
    });
    expect(
      describeEntry(translator('sw'), deleted, { language: 'sw', record: 'rekodi hii' })[0],
    ).toMatch(/alibadilisha Imefutwa kutoka Hapana kuwa Ndiyo/);
  });
});
