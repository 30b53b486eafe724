/** Global settings the product reads; the public ones are readable without signing in (cache service). */
export const SettingKey = {
  allowMultiTab: 'ALLOW_MULTI_TAB',
  systemStatus: 'SYSTEM_STATUS',
  systemStatusDescription: 'SYSTEM_STATUS_DESCRIPTION',
  feedbackEnabled: 'FEEDBACK_ENABLED',
} as const;

export const publicSettingKeys: readonly string[] = [
  SettingKey.allowMultiTab,
  SettingKey.feedbackEnabled,
];

/**
 * What kind of value a known setting holds: a switch is "true" or "false". The form offers the
 * matching input and the server refuses anything else; other keys hold free text.
 */
export const settingKinds: Readonly<Record<string, 'boolean'>> = {
  [SettingKey.allowMultiTab]: 'boolean',
  [SettingKey.feedbackEnabled]: 'boolean',
};

/** Why a value does not fit its setting's kind, or null when it does. */
export function settingValueProblem(key: string, value: string): string | null {
  if (settingKinds[key] === 'boolean' && value !== 'true' && value !== 'false') {
    return `${key} is a switch: its value is true or false`;
  }
  return null;
}

export const systemStatusValues = ['ACTIVE', 'MAINTENANCE', 'LOCKED'] as const;
export type SystemStatusValue = (typeof systemStatusValues)[number];

/** What GET {product}-uaa/get/system-status/ answers in data. */
export interface SystemStatus {
  value: SystemStatusValue;
  description: string;
}
