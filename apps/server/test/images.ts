/** Real pictures for tests that upload one: a 1×1 PNG and a 2×2 PNG (a QR card, an advert), base64. */
export const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
