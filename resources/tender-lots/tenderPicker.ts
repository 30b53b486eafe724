import type { PickerSource } from '../shared/pickers/ServerSearchPicker';
import type { TenderChoice } from './methods';

/**
 * The caller's tenders searched by reference or title (searchTenders), kept by uuid; a uuid the
 * address carries is read by itself to show its name.
 */
export const tenderPicker: PickerSource<TenderChoice> = {
  search: (dataProvider, text) => dataProvider.searchTenders({ text }),
  searchOne: async (dataProvider, uuid) =>
    (await dataProvider.searchTenders({ uuid: String(uuid) }))[0],
  optionValue: 'uuid',
  optionText: (tender) => `${tender.referenceNumber} - ${tender.title}`,
  noOptionsText: 'zabuni.planningLists.noTenderFound',
};
