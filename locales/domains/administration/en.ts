import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the system status, global settings and error logs.
 */
const en: LocaleFragment = {
  zabuni: {
    systemStatus: {
      title: 'System status',
      value: 'Status',
      description: 'Message to users',
      descriptionHint: 'What is happening and when to come back',
      values: { ACTIVE: 'Active', MAINTENANCE: 'Under maintenance', LOCKED: 'Locked' },
      banner: {
        MAINTENANCE:
          'The system is under maintenance: other users are sent to the maintenance page.',
        LOCKED: 'The system is locked: other users are sent to the locked page.',
      },
    },
    settings: {
      keyRule: 'Upper-case words joined by underscores, e.g. ALLOW_MULTI_TAB',
      keyHint: 'e.g. ALLOW_MULTI_TAB',
      switchHint: 'On or off',
      valueKind: 'This setting is a switch: true or false',
    },
    errorLogs: {
      kinds: {
        RESPONSE_CODE: 'Response code',
        GRAPHQL_ERROR: 'GraphQL error',
        SQL_TEXT: 'SQL text',
        HIGH_LATENCY: 'High latency',
        HTTP_FAILURE: 'HTTP failure',
      },
    },
  },
  resources: {
    'global-settings': {
      name: 'Global setting |||| Global settings',
      fields: { key: 'Key', value: 'Value', description: 'Description', updatedAt: 'Updated' },
    },
    'error-logs': {
      name: 'Error log |||| Error logs',
      fields: {
        createdAt: 'When',
        kind: 'Kind',
        operation: 'Operation',
        code: 'Code',
        latencyMs: 'Latency (ms)',
        message: 'Message',
        userType: 'User type',
        q: 'Search messages',
      },
    },
  },
};

export default en;
