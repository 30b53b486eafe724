import { SettingKey } from '../../contract/settings';
import { unwrap, ResponseCodeError, type Envelope } from '../../providers/responses';
import { envelopeOperation, select } from '../../providers/operations/documents';
import type { ResourceOperations } from '../../providers/operations/types';

interface GlobalSetting {
  key: string;
  value: string;
}

const systemStatusKeys: string[] = [SettingKey.systemStatus, SettingKey.systemStatusDescription];
const settingFields = 'key value description descriptionSw updatedAt';
const withKeyAsId = (setting: GlobalSetting) => ({ ...setting, id: setting.key });

/** The settings are a short list: read whole, as the spec's getAllGlobalSettings answers it. */
const parseSettingList = (result: unknown) => {
  const envelope = result as Envelope<GlobalSetting>;
  const settings = unwrap(
    { ...envelope, data: envelope.dataList, dataList: undefined },
    'getAllGlobalSettings',
  )
    // The system status has its own panel and operation (updateSystemStatus).
    .filter((setting) => !systemStatusKeys.includes(setting.key))
    .map(withKeyAsId);
  return { data: settings, total: settings.length };
};

const allSettings = {
  operation: 'getAllGlobalSettings',
  variables: {},
  selection: select.list(settingFields),
  send: () => ({}),
};

const saveSetting = {
  operation: 'updateGlobalSetting',
  mutation: true,
  variables: { key: 'String!', value: 'String!' },
  selection: select.record(settingFields),
  parse: (result: unknown) => ({
    data: withKeyAsId(unwrap(result as Envelope<GlobalSetting>, 'updateGlobalSetting')),
  }),
};

/** Global settings of the uaa service, keyed by their key. */
export const globalSettingOperations: ResourceOperations = {
  service: 'uaa',
  getList: envelopeOperation({ ...allSettings, parse: parseSettingList }),
  // No single-setting query is named: the list is read and the key picked from it.
  getOne: envelopeOperation({
    ...allSettings,
    parse: (result, params) => {
      const setting = parseSettingList(result).data.find((s) => s.id === String(params.id));
      if (!setting) throw new ResponseCodeError(9002, 'Record not found');
      return { data: setting };
    },
  }),
  create: envelopeOperation({
    ...saveSetting,
    send: (params) => ({ key: params.data.key, value: String(params.data.value ?? '') }),
  }),
  update: envelopeOperation({
    ...saveSetting,
    send: (params) => ({ key: String(params.id), value: String(params.data.value ?? '') }),
  }),
};
