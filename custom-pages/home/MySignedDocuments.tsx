import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { homeQueries } from './homeQueries';

/** Opens a signed PDF (base64 in `hash`, as the spec names it) in a new tab. */
function openPdf(base64: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The documents the user signed in the first-login wizard, each openable as its signed PDF. */
export const MySignedDocuments = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { data: documents = [] } = useQuery(homeQueries(dataProvider).signedDocuments);
  if (documents.length === 0) return null;
  return (
    <Card sx={{ maxWidth: 560, mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('zabuni.landing.signedDocuments')}
        </Typography>
        <List dense>
          {documents.map((document) => (
            <ListItem
              key={document.uuid}
              secondaryAction={
                <Button startIcon={<PictureAsPdfIcon />} onClick={() => openPdf(document.hash)}>
                  {translate('ra.action.open')}
                </Button>
              }
            >
              <ListItemText primary={document.title} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
