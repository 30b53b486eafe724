import { namedUaaList } from '../../reference-kit/uaaLists';
import { keptText } from '../../reference-kit/fields';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { equipmentTypes } from '../../db/schema/referenceData';

/**
 * A kind of equipment tenderers declare (excavator, tipper truck, ...): a reference list of the uaa
 * service, declared once with the reference kit.
 */

const api = namedUaaList({
  table: equipmentTypes,
  label: 'Equipment type',
  own: { category: keptText(60) },
  typeName: 'EquipmentType',
  doc: 'A kind of equipment tenderers declare (excavator, tipper truck, ...).',
  list: ['getAllEquipmentTypes', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const equipmentTypesSwahili: SwahiliSeed = {
  table: 'equipment_types',
  rows: [
    ['Excavator', 'Mashine ya Kuchimba (Ekskaveta)'],
    ['Bulldozer', 'Tingatinga'],
    ['Wheel Loader', 'Kipakiaji cha Magurudumu'],
    ['Backhoe Loader', 'Kipakiaji chenye Kichimbuo'],
    ['Motor Grader', 'Greda'],
    ['Vibratory Roller', 'Roli ya Kutetemesha'],
    ['Asphalt Paver', 'Mashine ya Kutandika Lami'],
    ['Tipper Truck', 'Lori la Kumwaga (Tipa)'],
    ['Water Bowser', 'Boza la Maji'],
    ['Low-bed Trailer', 'Tela la Chini (Lowbed)'],
    ['Mobile Crane', 'Kreni Inayotembea'],
    ['Tower Crane', 'Kreni ya Mnara'],
    ['Concrete Mixer', 'Mashine ya Kuchanganya Zege'],
    ['Concrete Vibrator', 'Kitetemeshi cha Zege'],
    ['Generator', 'Jenereta'],
    ['Air Compressor', 'Kigandamiza Hewa'],
    ['Welding Machine', 'Mashine ya Kuchomelea'],
    ['Borehole Drilling Rig', 'Mtambo wa Kuchimba Visima'],
    ['Total Station', 'Kifaa cha Upimaji Ardhi (Total Station)'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: equipmentTypes,
    rows: [
      ['Excavator', 'Earthmoving'],
      ['Bulldozer', 'Earthmoving'],
      ['Wheel Loader', 'Earthmoving'],
      ['Backhoe Loader', 'Earthmoving'],
      ['Motor Grader', 'Road construction'],
      ['Vibratory Roller', 'Road construction'],
      ['Asphalt Paver', 'Road construction'],
      ['Tipper Truck', 'Haulage'],
      ['Water Bowser', 'Haulage'],
      ['Low-bed Trailer', 'Haulage'],
      ['Mobile Crane', 'Lifting'],
      ['Tower Crane', 'Lifting'],
      ['Concrete Mixer', 'Concrete'],
      ['Concrete Vibrator', 'Concrete'],
      ['Generator', 'Power'],
      ['Air Compressor', 'Power'],
      ['Welding Machine', 'Workshop'],
      ['Borehole Drilling Rig', 'Water works'],
      ['Total Station', 'Survey'],
    ].map(([name, category]) => ({ name, category, createdBy: 'system' })),
    swahili: equipmentTypesSwahili,
  },
}) satisfies ServerModule;
