import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Card, CardContent, Typography } from '@mui/material';
import type { ProfileCompleteness } from './tendererProfileApi';
import { CompanyDetailsForm } from './CompanyDetailsForm';

/** The tenderer's company: its name and TIN with Edit, or the details form until it is registered. */
export const CompanyCard = ({ completeness: data }: { completeness: ProfileCompleteness }) => {
  const translate = useTranslate();
  const hasCompany = !!data.tenderer;
  const [isEditingCompany, setEditingCompany] = useState(false);
  return (
    <Card sx={{ flex: '1 1 360px', maxWidth: 600 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('zabuni.tendererRegistration.sections.company')}
        </Typography>
        {!hasCompany || isEditingCompany ? (
          <CompanyDetailsForm
            tenderer={data.tenderer}
            personName={data.personName}
            onSaved={() => setEditingCompany(false)}
          />
        ) : (
          <>
            <Typography>{data.tenderer?.name}</Typography>
            {data.tenderer?.tin && (
              <Typography variant="body2" color="text.secondary">
                {translate('zabuni.tendererRegistration.company.tin')}: {data.tenderer.tin}
              </Typography>
            )}
            <Button sx={{ mt: 1 }} onClick={() => setEditingCompany(true)}>
              {translate('zabuni.tendererRegistration.company.edit')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
