import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../../resources/shared/PageTitle';
import { Card, CardContent, Typography } from '@mui/material';
import { moduleSlugs, type ModuleSlug } from '../../contract/modules';
import { product } from '../../providers/api';
import { PublicPageLayout } from '../PublicPageLayout';
import { NotFoundPage } from '../status/NotFoundPage';

/** The module slug of a path segment: zabuni-uaa -> uaa; undefined for no module of the table. */
function slugOf(segment: string | undefined): ModuleSlug | undefined {
  const name = segment?.startsWith(`${product}-`) ? segment.slice(product.length + 1) : segment;
  return moduleSlugs.find((slug) => slug === name);
}

/**
 * /modules/{module}/...: each module of the route table that has no screens yet says what it is and
 * that it is not part of this release, in words: the rest of the path (a page key such as my-task)
 * is never shown.
 * `publicSlug` renders the one unguarded module (account) outside the signed-in layout.
 */
export const ModulePage = ({ publicSlug }: { publicSlug?: ModuleSlug }) => {
  const translate = useTranslate();
  const { module } = useParams();
  const slug = publicSlug ?? slugOf(module);
  const title = slug ? translate(`zabuni.moduleList.${slug}.title`) : '';
  if (!slug) return <NotFoundPage />;
  const body = (
    <>
      <Typography sx={{ mb: 1 }}>{translate(`zabuni.moduleList.${slug}.about`)}</Typography>
      <Typography color="text.secondary">{translate('zabuni.modulePage.notInRelease')}</Typography>
    </>
  );
  if (publicSlug) return <PublicPageLayout title={title}>{body}</PublicPageLayout>;
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
};
