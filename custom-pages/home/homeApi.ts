import { governmentServiceStatuses, type GovernmentServiceList } from '../../contract/taskLinks';
import { governmentServiceMethods, type Notification } from './methods';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';

/** The pending count and the latest clarifications; the count reads 0 when its call fails. */
export async function fetchClarifications(dataProvider: ZabuniDataProvider) {
  const [pending, latest] = await Promise.all([
    dataProvider.getMyClarificationTasksSummary().catch(() => 0),
    dataProvider.getClarificationsByPEData(),
  ]);
  return { pending, latest };
}

/** Every notification of the home page, those whose call failed left out. */
export async function fetchNotifications(
  dataProvider: ZabuniDataProvider,
): Promise<Notification[]> {
  const calls = [
    dataProvider.getEndorsedAssignedTendersReqNotMerged(),
    ...Object.entries(governmentServiceStatuses).flatMap(([list, statuses]) =>
      statuses.map((status) =>
        dataProvider[governmentServiceMethods[list as GovernmentServiceList]]({ status }),
      ),
    ),
  ];
  const settled = await Promise.allSettled(calls);
  return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
