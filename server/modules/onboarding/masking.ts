import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Phone numbers and emails as public answers and links show them: enough for their owner to recognise
 * (the country code and last three digits, the first letter and the domain), too little for anyone
 * else to learn them (ASVS 8.3.4).
 */
export function maskPhone(phone: string | null | undefined): string {
  const parsed = parsePhoneNumberFromString(phone ?? '');
  const national = parsed?.nationalNumber ?? (phone ?? '').replace(/\D/g, '');
  if (national.length < 6) return '***';
  const countryCode = parsed ? `+${parsed.countryCallingCode}` : '';
  return `${countryCode}${'*'.repeat(national.length - 3)}${national.slice(-3)}`;
}

export function maskEmail(email: string | null | undefined): string {
  const [local = '', domain = ''] = (email ?? '').split('@');
  if (!local || !domain) return '***';
  return `${local[0]}***@${domain}`;
}
