import { BooleanInput, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { settingKinds, settingValueProblem } from '../../contract/settings';

/**
 * The value input that fits the setting's key: a switch for true/false settings (ALLOW_MULTI_TAB
 * accepted "true (ed)" as free text), free text otherwise; the server checks the same rule.
 */
export const SettingValueInput = () => {
  const translate = useTranslate();
  const key = useWatch<{ key?: string }>({ name: 'key' }) ?? '';
  if (settingKinds[key] === 'boolean') {
    return (
      <BooleanInput
        source="value"
        format={(value: unknown) => value === true || value === 'true'}
        parse={(checked: boolean) => (checked ? 'true' : 'false')}
        defaultValue="false"
        helperText={translate('zabuni.settings.switchHint')}
      />
    );
  }
  const fitsKey = (value: string) =>
    settingValueProblem(key, value) ? 'zabuni.settings.valueKind' : undefined;
  return <TextInput source="value" validate={[required(), maxLength(2000), fitsKey]} fullWidth />;
};
