import {
  Create,
  DateInput,
  SelectArrayInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  required,
  useGetList,
} from 'react-admin';
import { ReferenceChoicesInput } from '../reference-data/ReferenceChoicesInput';
import { nameRules, phoneRule, tinRule } from '../shared/validators';

/** The registered tender categories: several of the tender-categories list. */
const TenderCategoriesInput = () => {
  const { data = [], isPending } = useGetList('tender-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { active: true },
  });
  return (
    <SelectArrayInput
      source="tenderCategoryUuids"
      choices={data}
      optionValue="uuid"
      isPending={isPending}
      validate={required()}
      fullWidth
    />
  );
};

export const TendererCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <TextInput source="name" validate={nameRules(250)} fullWidth />
      <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
      <TextInput source="phone" validate={phoneRule} fullWidth />
      <TextInput source="tin" validate={tinRule} fullWidth />
      <TextInput source="registrationNumber" validate={maxLength(60)} fullWidth />
      <ReferenceChoicesInput
        field={{ source: 'tendererCategoryUuid', reference: 'tenderer-categories', required: true }}
      />
      <ReferenceChoicesInput field={{ source: 'countryUuid', reference: 'countries' }} />
      <TextInput source="physicalAddress" validate={maxLength(250)} fullWidth />
      <TextInput source="postalAddress" validate={maxLength(250)} fullWidth />
      <TenderCategoriesInput />
      <DateInput
        source="certificateIssuedOn"
        label="resources.tenderers.fields.certificateIssuedOn"
      />
    </SimpleForm>
  </Create>
);
