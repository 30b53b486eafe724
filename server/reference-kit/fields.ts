import { z } from 'zod';
import { optionalText, requiredText, uuidInput } from '../validation/inputs';

/**
 * A reference list's own fields, each declared once (issue 41 item 3): how its save input checks
 * it, and its lines in the GraphQL type and input. A list writes
 * `recordFields({ name: text(150), code: code(20), ... })` and gives `.input` to its save's zod
 * object and `.sdl` to its API; the two cannot drift apart.
 */
export interface KitField {
  /** The save's check of it; none: the field is shown, not saved (a resolved parent). */
  input?: z.ZodType;
  /** Its GraphQL type in the record: 'String!'. */
  type: string;
  /** Its GraphQL type in the input, where it differs (optional on save, kept as it was). */
  inputType?: string;
  /** Its doc string in the record's type. */
  doc?: string;
  /** Its doc string in the input, where the input has one. */
  inputDoc?: string;
}

/** A field a save takes, with its check's own type (so a save's input is typed field by field). */
type Saved<Check extends z.ZodType> = KitField & { input: Check };

type OptionalText = ReturnType<typeof optionalText>;
type RequiredText = ReturnType<typeof requiredText>;

/** A text: required (at least `min` characters), or with `optional` blank saved as null. */
export function text<Options extends TextOptions>(
  max: number,
  options?: Options,
): Saved<Options['optional'] extends true ? OptionalText : RequiredText>;
export function text(
  max: number,
  { min = 1, optional = false, keepAbsent = false, doc }: TextOptions = {},
): Saved<OptionalText | RequiredText> {
  return optional
    ? { input: optionalText(max, { keepAbsent }), type: 'String', doc }
    : { input: requiredText(max, min), type: 'String!', doc };
}
interface TextOptions {
  min?: number;
  optional?: boolean;
  /** A field left out of an update keeps its value. */
  keepAbsent?: boolean;
  doc?: string;
}

/** An optional text that an update leaving it out keeps as it was (the uaa lists' texts). */
export const keptText = (max: number) => text(max, { optional: true, keepAbsent: true });

/** A required code, matched whole (trimmed, 1 to `max` characters). */
export const code = (max: number) =>
  ({
    input: z.string().trim().min(1).max(max),
    type: 'String!',
  }) satisfies KitField;

/** A date as YYYY-MM-DD text. */
export const isoDay = () =>
  ({
    input: z.iso.date({ error: 'A date as YYYY-MM-DD' }),
    type: 'String!',
    doc: 'YYYY-MM-DD.',
  }) satisfies KitField;

/** One of a few values; with `fallback`, left out of a save it is that value. */
export function oneOf<Values extends readonly [string, ...string[]]>(
  values: Values,
  doc: string,
  { fallback, inputDoc }: { fallback?: Values[number]; inputDoc?: string } = {},
): Saved<z.ZodEnum<{ [Value in Values[number]]: Value }>> {
  const check = z.enum(values);
  return {
    // Left out of a save, the fallback: the output is one of the values either way.
    input:
      fallback === undefined
        ? check
        : (check.default(fallback as never) as unknown as typeof check),
    type: 'String!',
    inputType: fallback === undefined ? undefined : 'String',
    doc,
    inputDoc,
  };
}

/** A whole number from `min` to `max`; `optional` on save (the column has a default). */
export function whole<Optional extends boolean = false>(
  min: number,
  max: number,
  options?: { optional?: Optional },
): Saved<Optional extends true ? z.ZodOptional<z.ZodNumber> : z.ZodNumber>;
export function whole(min: number, max: number, { optional = false } = {}): KitField {
  const number = z.number().int().min(min).max(max);
  return optional
    ? { input: number.optional(), type: 'Int!', inputType: 'Int' }
    : { input: number, type: 'Int!' };
}

/** A yes or no; `optional` on save (the column has a default). */
export function flag<Optional extends boolean = false>(options?: {
  optional?: Optional;
}): Saved<Optional extends true ? z.ZodOptional<z.ZodBoolean> : z.ZodBoolean>;
export function flag({ optional = false } = {}): KitField {
  return optional
    ? { input: z.boolean().optional(), type: 'Boolean!', inputType: 'Boolean' }
    : { input: z.boolean(), type: 'Boolean!' };
}

/** A parent named by uuid on save and shown as its uuid; `required` on save. */
export function parentUuid<Required extends boolean = false>(options?: {
  required?: Required;
}): Saved<Required extends true ? typeof uuidInput : ReturnType<typeof uuidInput.nullish>>;
export function parentUuid({ required = false } = {}): KitField {
  return required
    ? { input: uuidInput, type: 'String', inputType: 'String!' }
    : { input: uuidInput.nullish(), type: 'String' };
}

/** A field the record shows and a save does not take (a parent resolved to its object). */
export const shown = (type: string, doc?: string): KitField & { input?: undefined } => ({
  type,
  doc,
});

/**
 * A parent as the record shows it (the object, its uuid and its name; graphql/parentFields.ts
 * resolves them) and a save names it (by uuid; `required` on save).
 */
export function parentOf<Name extends string, Required extends boolean = false>(
  name: Name,
  type: string,
  options?: { required?: Required },
) {
  return {
    [name]: shown(type),
    [`${name}Uuid`]: parentUuid(options),
    [`${name}Name`]: shown('String'),
  } as { [Key in Name]: ReturnType<typeof shown> } & {
    [Key in `${Name}Uuid`]: ReturnType<typeof parentUuid<Required>>;
  } & { [Key in `${Name}Name`]: ReturnType<typeof shown> };
}

/** A field of the list's own rules: its check and GraphQL type as given. */
export const field = <Check extends z.ZodType>(
  input: Check,
  type: string,
  more: Omit<KitField, 'input' | 'type'> = {},
): Saved<Check> => ({ input, type, ...more });

const docLine = (doc: string | undefined) => (doc ? [JSON.stringify(doc)] : []);

/** The fields' save checks (a whole save input), and their SDL lines for the reference kit's `fields` and `inputFields`. */
export function recordFields<Fields extends Record<string, KitField>>(fields: Fields) {
  const entries = Object.entries(fields);
  const saved = entries.filter(([, spec]) => spec.input);
  const input = Object.fromEntries(saved.map(([name, spec]) => [name, spec.input!])) as {
    [Name in keyof Fields as Fields[Name] extends { input: z.ZodType } ? Name : never]: NonNullable<
      Fields[Name]['input']
    >;
  };
  return {
    input,
    /** A save's input: the uuid of the row to update (none to create) and these fields. */
    saveInput: z.object({ uuid: uuidInput.nullish(), ...input }),
    sdl: {
      fields: entries
        .flatMap(([name, spec]) => [...docLine(spec.doc), `${name}: ${spec.type}`])
        .join('\n'),
      inputFields: saved
        .flatMap(([name, spec]) => [
          ...docLine(spec.inputDoc),
          `${name}: ${spec.inputType ?? spec.type}`,
        ])
        .join('\n'),
    },
  };
}
