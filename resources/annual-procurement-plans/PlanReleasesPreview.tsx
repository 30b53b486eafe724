import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { OcdsReleasePackage } from './ocds';

/** What publishing a plan makes public: a row per OCDS release of its items. */
export const PlanReleasesPreview = ({ preview }: { preview: OcdsReleasePackage }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('zabuni.plans.publishPreview')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('zabuni.plans.item.description')}</TableCell>
          <TableCell>{translate('zabuni.plans.item.procurementMethod')}</TableCell>
          <TableCell align="right">{translate('zabuni.plans.item.estimatedAmount')}</TableCell>
          <TableCell>ocid</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.releases.map((release) => (
          <TableRow key={release.id}>
            <TableCell>{release.tender?.title}</TableCell>
            <TableCell>{release.tender?.procurementMethodDetails}</TableCell>
            <TableCell align="right">
              {release.tender?.value?.amount?.toLocaleString('en-GB')}{' '}
              {release.tender?.value?.currency}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{release.ocid}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
