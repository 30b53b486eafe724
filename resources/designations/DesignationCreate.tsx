import { Create, SimpleForm, TextInput, maxLength, minLength, required } from 'react-admin';
import { useSaveFailure } from '../departments/failures';
import { InstitutionPicker, useActsAcrossInstitutions } from '../departments/InstitutionPicker';

/** A designation's name; platform administrators choose its institution. */
export const DesignationCreate = () => {
  const isPlatformAdmin = useActsAcrossInstitutions();
  const onError = useSaveFailure();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <SimpleForm>
        {isPlatformAdmin && <InstitutionPicker validate={required()} fullWidth />}
        <TextInput source="name" validate={[required(), minLength(2), maxLength(150)]} fullWidth />
      </SimpleForm>
    </Create>
  );
};
