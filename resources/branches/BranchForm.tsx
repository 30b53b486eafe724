import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { useAreaChoices } from './useAreaChoices';
import { useInstitutionChoices } from './useInstitutionChoices';
import { nameRules, plainCodeRules } from '../shared/validators';

/** The branch's staff, chosen among its institution's users. */
function StaffInput() {
  const branch = useRecordContext<{ institution?: { numericId: string } }>();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const institutionUuid = useWatch({ name: 'institutionUuid' }) as string | undefined;
  // A new branch of another institution has no staff to choose from until it exists.
  const isOtherInstitution = !branch && Boolean(institutionUuid);
  const institutionId = branch?.institution?.numericId ?? null;
  const { data = [], isPending } = useQuery({
    queryKey: ['branch-staff', institutionId],
    queryFn: () => dataProvider.getInstitutionStaff({ institutionId }),
    enabled: !isOtherInstitution,
    retry: false,
  });
  if (isOtherInstitution) return null;
  return (
    <AutocompleteArrayInput
      source="userUuids"
      choices={data.map((user) => ({ id: user.uuid, name: `${user.fullName} (${user.email})` }))}
      isPending={isPending}
      fullWidth
    />
  );
}

/** A branch's fields, shared by create and edit; the server applies the same rules. */
export const BranchForm = ({ isNew = false }: { isNew?: boolean }) => {
  const { choices: areaChoices, isPending } = useAreaChoices();
  const { actsAcrossInstitutions, choices: institutionChoices } = useInstitutionChoices();
  return (
    <SimpleForm defaultValues={{ active: true }}>
      {isNew && actsAcrossInstitutions && (
        <SelectInput
          source="institutionUuid"
          choices={institutionChoices}
          emptyText="-"
          fullWidth
        />
      )}
      <TextInput source="branchName" validate={nameRules(150)} fullWidth />
      <TextInput source="branchCode" validate={plainCodeRules(30)} />
      <TextInput source="trackingBranchCode" validate={maxLength(30)} />
      <AutocompleteInput
        source="administrativeAreaUuid"
        choices={areaChoices}
        isPending={isPending}
        fullWidth
      />
      <TextInput source="location" validate={maxLength(250)} fullWidth />
      <StaffInput />
      <BooleanInput source="active" />
    </SimpleForm>
  );
};
