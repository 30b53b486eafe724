import { gql } from '@apollo/client';
import { SettingKey } from '../../contract/settings';
import { unwrap, ResponseCodeError, type Envelope } from '../../providers/responses';
import type { ResourceOperations } from '../../providers/operations/types';

interface GlobalSetting {
  key: string;
  value: string;
}

const systemStatusKeys: string[] = [SettingKey.systemStatus, SettingKey.systemStatusDescription];
const settingFields = 'key value description updatedAt';
const withKeyAsId = (setting: GlobalSetting) => ({ ...setting, id: setting.key });

const getAllGlobalSettings = gql`
  query getAllGlobalSettings {
    getAllGlobalSettings {
      code
      message
      status
      dataList {
        ${settingFields}
      }
    }
  }
`;

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

const saveSetting = {
  operation: 'updateGlobalSetting',
  document: gql`
    mutation updateGlobalSetting($key: String!, $value: String!) {
      updateGlobalSetting(key: $key, value: $value) {
        code
        message
        status
        data {
          ${settingFields}
        }
      }
    }
  `,
  parse: (result: unknown) => ({
    data: withKeyAsId(unwrap(result as Envelope<GlobalSetting>, 'updateGlobalSetting')),
  }),
};

/** Global settings of the uaa service, keyed by their key. */
export const globalSettingOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'getAllGlobalSettings',
    document: getAllGlobalSettings,
    variables: () => ({}),
    parse: parseSettingList,
  },
  getOne: {
    operation: 'getAllGlobalSettings',
    document: getAllGlobalSettings,
    variables: () => ({}),
    // No single-setting query is named: the list is read and the key picked from it.
    parse: (result, params) => {
      const setting = parseSettingList(result).data.find((s) => s.id === String(params.id));
      if (!setting) throw new ResponseCodeError(9002, 'Record not found');
      return { data: setting };
    },
  },
  create: {
    ...saveSetting,
    variables: (params) => ({ key: params.data.key, value: String(params.data.value ?? '') }),
  },
  update: {
    ...saveSetting,
    variables: (params) => ({ key: String(params.id), value: String(params.data.value ?? '') }),
  },
};
