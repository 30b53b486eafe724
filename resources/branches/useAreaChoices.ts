import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';

/** Regions and districts as picker choices ("Karatu (Arusha)"), regions first. */
export function useAreaChoices() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { data = [], isPending } = useQuery({
    queryKey: ['administrative-areas', 'branch-choices'],
    queryFn: async () => {
      const [regions, districts] = await Promise.all([
        dataProvider.administrativeAreaByType({ type: 'REGION' }),
        dataProvider.administrativeAreaByType({ type: 'DISTRICT' }),
      ]);
      return [...regions, ...districts];
    },
  });
  const choices = data.map((area) => ({
    id: area.uuid,
    name: area.parent
      ? `${area.name} (${area.parent.name})`
      : `${area.name} (${translate('zabuni.organisation.areaTypes.REGION')})`,
  }));
  return { choices, isPending };
}
