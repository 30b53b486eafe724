import { describe, expect, it } from 'vitest';
import { phoneRule, requiredTrimmed, tinRule } from '../../../resources/shared/validators';
import { normalisedPhone } from '../../../contract/phoneNumbers';
import { normalisedTin } from '../../../contract/validation';

/** The forms check numbers and names as the server does (contract/), with the same words. */
describe('form rules that mirror the server', () => {
  it('takes a local or an international phone number and refuses a short one', async () => {
    expect(await phoneRule('0712345678', {}, {})).toBeUndefined();
    expect(await phoneRule('+255 712 345 678', {}, {})).toBeUndefined();
    expect(await phoneRule('', {}, {})).toBeUndefined();
    expect(await phoneRule('07', {}, {})).toBe('zabuni.validation.phone');
    expect(normalisedPhone('0712 345 678')).toBe('+255712345678');
    expect(normalisedPhone('+254712345678')).toBe('+254712345678');
    expect(normalisedPhone('12')).toBeUndefined();
  });

  it('takes a TIN with dashes or spaces and refuses one of other than nine digits', () => {
    expect(tinRule('123-456-789', {}, {})).toBeUndefined();
    expect(tinRule('123 456 789', {}, {})).toBeUndefined();
    expect(tinRule('12345', {}, {})).toBe('zabuni.validation.tin');
    expect(normalisedTin('123-456-789')).toBe('123456789');
    expect(normalisedTin('1234567890')).toBeUndefined();
  });

  it('says "Required" for a value of spaces only', () => {
    const rule = requiredTrimmed();
    expect(rule('   ', {}, {})).toBe('ra.validation.required');
    expect(rule('Ok', {}, {})).toBeUndefined();
    // The flag by which react-admin marks the field required (the label's asterisk).
    expect((rule as { isRequired?: boolean }).isRequired).toBe(true);
  });
});
