import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of administration/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    systemStatus: {
      title: 'Hali ya mfumo',
      value: 'Hali',
      description: 'Ujumbe kwa watumiaji',
      descriptionHint: 'Kinachoendelea na wakati wa kurudi',
      values: { ACTIVE: 'Unafanya kazi', MAINTENANCE: 'Matengenezo', LOCKED: 'Umefungwa' },
      banner: {
        MAINTENANCE:
          'Mfumo uko kwenye matengenezo: watumiaji wengine wanapelekwa kwenye ukurasa wa matengenezo.',
        LOCKED: 'Mfumo umefungwa: watumiaji wengine wanapelekwa kwenye ukurasa wa kufungwa.',
      },
    },
    settings: {
      keyRule:
        'Maneno ya herufi kubwa yaliyounganishwa kwa mistari ya chini, mfano ALLOW_MULTI_TAB',
      keyHint: 'mfano ALLOW_MULTI_TAB',
      switchHint: 'Imewashwa au imezimwa',
      valueKind: 'Mpangilio huu ni swichi: true au false',
    },
    errorLogs: {
      kinds: {
        RESPONSE_CODE: 'Msimbo wa jibu',
        GRAPHQL_ERROR: 'Hitilafu ya GraphQL',
        SQL_TEXT: 'Maandishi ya SQL',
        HIGH_LATENCY: 'Ucheleweshaji mkubwa',
        HTTP_FAILURE: 'Hitilafu ya HTTP',
      },
    },
  },
  resources: {
    'global-settings': {
      name: 'Mpangilio wa jumla |||| Mipangilio ya jumla',
      fields: {
        key: 'Ufunguo',
        value: 'Thamani',
        description: 'Maelezo',
        updatedAt: 'Imesasishwa',
      },
    },
    'error-logs': {
      name: 'Hitilafu ya mfumo |||| Hitilafu za mfumo',
      fields: {
        createdAt: 'Lini',
        kind: 'Aina',
        operation: 'Operesheni',
        code: 'Msimbo',
        latencyMs: 'Ucheleweshaji (ms)',
        message: 'Ujumbe',
        userType: 'Aina ya mtumiaji',
        q: 'Tafuta ujumbe',
      },
    },
  },
};

export default sw;
