import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEnglish as en, allSwahili as sw } from '../support/messages';

type Tree = { [key: string]: string | Tree };
const textOf = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** The success texts the spec fixes (shell-and-reference-data.md section 8), kept word for word. */
const specTexts = new Set([
  'Edited Successfully',
  'Created Successfully',
  'Deleted Successfully',
  'Role updated successfully',
  'Role created successfully',
  'Role deleted successful',
  'User Registered Successfully',
  'User Edited Successfully',
  'User Updated Successfully',
  'Institution registered successful',
  'Institution edited successful',
  'PE information has been updated successfully',
  'PE registered successful',
  'PE Uploaded successful',
  'Financial year created successfully',
  'Financial year updated successfully.',
  'Annual Procurement Plan created successfully',
  'Annual Procurement Plan updated successfully.',
  'Users added to department',
  'Users removed from department successfully',
  'Head of department assigned successfully',
  'Users Added to Service successfully',
  'Users Removed Successfully',
  'Client unsubscribed Successfully',
  'Confirmed Successfully',
  'Session Time Extended Successfully',
  // public-onboarding-area.md
  'Your account has been created successfully. Before you can login, you must activate your account with the link sent to your email address',
  'Password reset link has been sent to your email',
]);

/** Every other success toast: "[What] <Done> Successfully", details after a colon. */
const ourPattern = /^([A-Z][a-z]+ )*[A-Z][a-z]+ Successfully(: .+)?$/;

/** Message keys a success toast shows, found in the code: notify(key, { type: 'success' }) and the
 * success messages handed to the hooks, buttons and screens (SavedCreate, SavedEdit) that notify for
 * their caller. */
function successKeys(): string[] {
  const keys = new Set<string>();
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.tsx?$/.test(entry.name) ? [file] : [];
    });
  for (const file of ['resources', 'custom-pages', 'src'].flatMap((dir) =>
    walk(path.resolve(dir)),
  )) {
    const source = fs.readFileSync(file, 'utf8');
    for (const call of source.matchAll(/notify\(([^;]*?)type: 'success'/g)) {
      for (const key of call[1].matchAll(/'((?:zabuni|ra)\.[\w.]+)'/g)) keys.add(key[1]);
    }
    for (const key of source.matchAll(
      /(?:successMessage=|useSaved\(|<Saved(?:Create|Edit)\s+message=|success: )["']((?:zabuni|ra)\.[\w.]+)/g,
    )) {
      keys.add(key[1]);
    }
    // A helper's success message as the last argument: run(call, key), change(op, ids, key).
    for (const call of source.matchAll(
      /\b(?:run|change)\([^;]*?'((?:zabuni|ra)\.[\w.]+)',?\s*\)/g,
    )) {
      keys.add(call[1]);
    }
  }
  return [...keys].sort();
}

describe('success toasts speak one way', () => {
  const keys = successKeys();

  it('are found in the code (the scan sees the toasts)', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'ra.notification.created',
        'zabuni.identity.roleCopied',
        'zabuni.institutions.synced',
        'zabuni.referenceData.activated',
        'zabuni.departments.usersAdded',
        'zabuni.departments.headAssigned',
        'zabuni.organisation.usersRemoved',
        'zabuni.organisation.usersAdded',
        'zabuni.plans.created',
        'zabuni.identity.roleDeleted',
      ]),
    );
  });

  it('in English: the spec text where it fixes one, otherwise "<Done> Successfully"', () => {
    const off = keys
      .map((key) => [key, textOf(en as unknown as Tree, key)] as const)
      .filter(([, text]) => !text || (!specTexts.has(text) && !ourPattern.test(text)));
    expect(off).toEqual([]);
  });

  it('in Swahili: every one says "kwa Mafanikio"', () => {
    const off = keys
      .map((key) => [key, textOf(sw as unknown as Tree, key)] as const)
      .filter(([, text]) => !text?.includes('kwa Mafanikio'));
    expect(off).toEqual([]);
  });
});
