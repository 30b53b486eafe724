import AddIcon from '@mui/icons-material/Add';
import {
  ArrayInput,
  Button,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  minValue,
  required,
  useGetList,
  useSimpleFormIterator,
} from 'react-admin';
import { procurementCategories } from '../../contract/planning';
import { FinancialYearInput } from '../shared/FinancialYearInput';

const categoryChoices = procurementCategories.map((category) => ({
  id: category,
  name: `zabuni.plans.categories.${category}`,
}));

/** Adds a planned procurement row: a worded button (a lone "+" did not say what it adds). */
const AddPlannedProcurementButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="zabuni.plans.addItem" variant="outlined" onClick={() => add()}>
      <AddIcon />
    </Button>
  );
};

/** The plan's fields and its planned procurements (the year and methods from their lists). */
export const PlanForm = ({ toolbar }: { toolbar?: React.ReactElement | false }) => {
  const { data: methods = [] } = useGetList('procurement-methods', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="title" validate={[required(), maxLength(250)]} fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth validate={maxLength(4000)} />
      <FinancialYearInput />
      <ArrayInput source="items" validate={required()}>
        <SimpleFormIterator
          inline
          // A worded button: a lone "+" did not say what it adds.
          addButton={<AddPlannedProcurementButton />}
        >
          <TextInput
            source="description"
            label="zabuni.plans.item.description"
            validate={[required(), maxLength(500)]}
            sx={{ minWidth: 280 }}
          />
          <SelectInput
            source="category"
            label="zabuni.plans.item.category"
            choices={categoryChoices}
            validate={required()}
          />
          <SelectInput
            source="procurementMethodUuid"
            label="zabuni.plans.item.procurementMethod"
            choices={methods}
            optionValue="uuid"
            optionText="name"
            validate={required()}
          />
          <NumberInput
            source="estimatedAmount"
            label="zabuni.plans.item.estimatedAmount"
            validate={[required(), minValue(1)]}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
};
