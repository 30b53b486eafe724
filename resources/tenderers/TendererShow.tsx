import {
  ArrayField,
  BooleanField,
  ChipField,
  Labeled,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  useRecordContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { ShortDateField } from '../shared/ShortDateField';
import { formatDate } from '../../locales/formats';
import { Alert } from '@mui/material';

/** Whether the certificate is valid today, with its end date. */
const Validity = () => {
  const record = useRecordContext<{ isValid: boolean; expiresOn: string }>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!record) return null;
  const date = formatDate(record.expiresOn, language);
  return (
    <Alert severity={record.isValid ? 'success' : 'warning'}>
      {translate(
        record.isValid
          ? 'zabuni.referenceData.validCertificate'
          : 'zabuni.referenceData.expiredCertificate',
        { date },
      )}
    </Alert>
  );
};

/** A tenderer's registration certificate (findTendererCertificateByUuid). */
export const TendererShow = () => {
  const translate = useTranslate();
  return (
    <Show title={translate('zabuni.referenceData.certificate')}>
      <SimpleShowLayout>
        <Validity />
        <TextField source="tendererName" label="resources.tenderers.fields.name" />
        <TextField source="certificateNumber" />
        <ShortDateField source="issuedOn" label="resources.tenderers.fields.certificateIssuedOn" />
        <ShortDateField
          source="expiresOn"
          label="resources.tenderers.fields.certificateExpiresOn"
        />
        <TextField source="registrationNumber" emptyText="-" />
        <TextField source="tin" emptyText="-" />
        <TextField source="tendererCategoryName" emptyText="-" />
        <TextField source="countryName" emptyText="-" />
        <BooleanField source="isValid" />
        <Labeled label="resources.tenderers.fields.tenderCategoryUuids">
          <ArrayField source="tenderCategories">
            <SingleFieldList linkType={false}>
              <ChipField source="name" />
            </SingleFieldList>
          </ArrayField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
