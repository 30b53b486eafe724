/**
 * The stamps every audited record shows (soft delete, who and when, version), written once: the
 * reference kit's types end with them (reference-kit/sdl.ts), and a schema file's type marked
 * `@audited` gets them after its own fields when its module is loaded (serviceModules.ts).
 */
export const auditStampFields = `active: Boolean!
deleted: Boolean!
createdAt: DateTime!
createdBy: String
updatedAt: DateTime
updatedBy: String
"How many times the record has been changed; a save or delete sends the one it was based on."
version: Int!`;

const indented = auditStampFields
  .split('\n')
  .map((line) => `  ${line}`)
  .join('\n');

/** A schema file's SDL with each `type X @audited {...}` given the audit stamps (and unmarked). */
export const withAuditStamps = (sdl: string): string =>
  sdl.replace(
    /^(type \w+(?: implements [\w &]+)?) @audited \{\n([\s\S]*?)\n\}/gm,
    (_, head: string, body: string) => `${head} {\n${body}\n${indented}\n}`,
  );
