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

export const systemStatusValues = ['ACTIVE', 'MAINTENANCE', 'LOCKED'] as const;
export type SystemStatusValue = (typeof systemStatusValues)[number];

/** What GET {product}-uaa/get/system-status/ answers in data. */
export interface SystemStatus {
  value: SystemStatusValue;
  description: string;
}
