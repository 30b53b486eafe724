import { describe, expect, it } from 'vitest';
import { resourceDescriptors } from '../../../src/composition/resourceRegistry';
import { menuSections } from '../../../src/shell/menuSections';

/**
 * The descriptors the app is derived from: each resource folder is collected, and what one declares
 * holds together (a menu entry can be listed, a screen has the operation it calls).
 */
const names = resourceDescriptors.map((descriptor) => descriptor.name);

describe('the resource registry', () => {
  it('collects every resource folder once, shared kits excluded', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('charge-types');
    expect(names).toContain('department-users');
    expect(names).not.toContain('reference-data');
  });

  it('gives each menu entry a list screen, a list permission and its own place', () => {
    const inMenu = resourceDescriptors.filter((descriptor) => descriptor.menu);
    expect(inMenu.filter((d) => !d.list || !d.permissions.list).map((d) => d.name)).toEqual([]);
    const places = inMenu.map((d) => `${d.menu?.section} ${d.menu?.order}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('has the operation behind each create and edit screen', () => {
    const missing = resourceDescriptors.flatMap((d) => [
      ...(d.create && !d.operations?.create ? [`${d.name} create`] : []),
      ...(d.edit && !d.operations?.update ? [`${d.name} update`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('orders the menu by section, then by the order each entry declares', () => {
    expect(menuSections.map((section) => section.id)).toEqual([
      'myRegistration',
      'institutions',
      'people',
      'tenderers',
      'planning',
      'procurementReference',
      'generalReference',
      'billing',
      'administration',
    ]);
    expect(menuSections.find((section) => section.id === 'people')?.resources).toEqual([
      'users',
      'roles',
    ]);
    expect(menuSections.find((section) => section.id === 'myRegistration')?.resources).toEqual([
      'personnel-informations',
      'personnel-work-experiences',
      'litigation-records',
      'work-equipments',
      'tenderer-financial-resources',
      'tenderer-financial-statements',
      'tenderer-work-experiences',
    ]);
  });
});
