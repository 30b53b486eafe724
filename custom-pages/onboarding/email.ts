/** An email address as the registration and forgot-password forms accept it (apart from phone.ts,
 * whose phone-number library Forgot Password does not need). */
export const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;
