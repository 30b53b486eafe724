import {
  BooleanInput,
  FormDataConsumer,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  regex,
} from 'react-admin';
import { Box } from '@mui/material';
import { INSTITUTION_NAME_MAX_LENGTH } from '../../contract/institutions';
import { CategoryInput } from './CategoryInput';
import { ParentInstitutionInput } from './ParentInstitutionInput';
import { useInstitutionRights } from './useInstitutionRights';
import { nameRules, phoneRule } from '../shared/validators';

/**
 * An institution's fields, shared by create and edit; the server applies the same rules. Level,
 * parent, category and activation are the platform's to change: read-only for the institution's own
 * administrator.
 */
export const InstitutionForm = () => {
  const { isPlatformAdministrator } = useInstitutionRights();
  const platformOnly = !isPlatformAdministrator;
  return (
    <SimpleForm defaultValues={{ active: true, isLowerLevel: false }}>
      <TextInput source="name" validate={nameRules(INSTITUTION_NAME_MAX_LENGTH)} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
        <TextInput
          source="code"
          validate={regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,29}$/, 'zabuni.institutions.codeRule')}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <CategoryInput
          source="categoryUuid"
          readOnly={platformOnly}
          sx={{ flex: 2, minWidth: 240 }}
        />
      </Box>
      <BooleanInput source="isLowerLevel" readOnly={platformOnly} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.isLowerLevel ? <ParentInstitutionInput readOnly={platformOnly} /> : null
        }
      </FormDataConsumer>
      <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
        <TextInput source="email" validate={email()} sx={{ flex: 1, minWidth: 240 }} />
        <TextInput source="phone" validate={phoneRule} sx={{ flex: 1, minWidth: 200 }} />
      </Box>
      <TextInput source="postalAddress" validate={maxLength(250)} fullWidth />
      <TextInput source="physicalAddress" validate={maxLength(250)} fullWidth />
      <TextInput
        source="website"
        validate={regex(/^https?:\/\/\S+$/, 'zabuni.institutions.websiteRule')}
        fullWidth
      />
      <BooleanInput source="active" readOnly={platformOnly} />
    </SimpleForm>
  );
};
