import { VersionedEdit } from '../shared/VersionedEdit';
import {
  CheckboxGroupInput,
  Create,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  regex,
  required,
  useGetList,
  useLocaleState,
} from 'react-admin';
import { localName } from '../reference-data/localName';
import { ocdsMethods } from '../../contract/procurementReference';

const ocdsChoices = ocdsMethods.map((id) => ({ id, name: id }));

/** A method's name, code, OCDS method and the procurement categories it may be used for. */
const ProcurementMethodForm = () => {
  const { data: categories = [] } = useGetList('tender-categories', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [locale = 'en'] = useLocaleState();
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(150)]} fullWidth />
      <TextInput
        source="nameSw"
        label="zabuni.referenceData.nameSw"
        validate={maxLength(150)}
        fullWidth
      />
      <TextInput
        source="code"
        validate={[required(), maxLength(20), regex(/^[A-Z0-9_-]+$/)]}
        helperText={false}
      />
      <SelectInput
        source="ocdsMethod"
        label="zabuni.appReference.methods.ocdsMethod"
        choices={ocdsChoices}
        validate={required()}
      />
      <CheckboxGroupInput
        source="procurementCategoryUuids"
        label="zabuni.appReference.methods.categories"
        choices={categories.map((category) => ({
          id: category.id,
          name: localName(category, locale),
        }))}
      />
    </SimpleForm>
  );
};

export const ProcurementMethodCreate = () => (
  <Create redirect="list">
    <ProcurementMethodForm />
  </Create>
);

export const ProcurementMethodEdit = () => (
  <VersionedEdit redirect="list">
    <ProcurementMethodForm />
  </VersionedEdit>
);
