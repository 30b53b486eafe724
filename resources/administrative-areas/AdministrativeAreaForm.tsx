import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  BooleanInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { parentTypeOf, type AdministrativeAreaType } from '../../contract/administrativeAreas';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { areaTypeChoices } from './areaTypeChoices';
import { nameRules, plainCodeRules } from '../shared/validators';

/** The parent picker: areas of the type one level up (a district's region), or none for a region. */
function ParentInput() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const type = useWatch({ name: 'type' }) as AdministrativeAreaType | undefined;
  const parentType = type ? parentTypeOf(type) : null;
  const { data = [], isPending } = useQuery({
    queryKey: ['administrative-areas', 'by-type', parentType],
    queryFn: () => dataProvider.administrativeAreaByType({ type: parentType! }),
    enabled: parentType !== null,
  });
  if (!type) return null;
  if (!parentType) {
    return (
      <Typography color="text.secondary">{translate('zabuni.organisation.noParent')}</Typography>
    );
  }
  const choices = data.map((area) => ({
    id: area.uuid,
    name: area.parent ? `${area.name} (${area.parent.name})` : area.name,
  }));
  return (
    <AutocompleteInput
      source="parentUuid"
      choices={choices}
      isPending={isPending}
      validate={required()}
      fullWidth
    />
  );
}

/** An area's fields, shared by create and edit; the server applies the same rules. */
export const AdministrativeAreaForm = () => (
  <SimpleForm defaultValues={{ active: true }}>
    <SelectInput source="type" choices={areaTypeChoices} validate={required()} />
    <ParentInput />
    <TextInput source="name" validate={nameRules(150)} fullWidth />
    <TextInput source="code" validate={plainCodeRules(60)} />
    <BooleanInput source="active" />
  </SimpleForm>
);
