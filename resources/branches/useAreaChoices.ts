import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { loadAreasByType } from '../../providers/organisationApi';

/** Regions and districts as picker choices ("Karatu (Arusha)"), regions first. */
export function useAreaChoices() {
  const translate = useTranslate();
  const { data = [], isPending } = useQuery({
    queryKey: ['administrative-areas', 'branch-choices'],
    queryFn: async () => {
      const [regions, districts] = await Promise.all([
        loadAreasByType('REGION'),
        loadAreasByType('DISTRICT'),
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
