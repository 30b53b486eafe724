/** The spec's font-load check: up to 3 tries, 100 ms apart. */
export const FONT_CHECK = { tries: 3, intervalMs: 100 } as const;

/**
 * Whether the app's font is ready, asked up to 3 times 100 ms apart (document.fonts.check); the
 * answer marks the page (`data-fonts-loaded`), so text can be shown in the fallback font meanwhile.
 */
export async function checkFontLoaded(
  font = '1em Roboto',
  fonts: Pick<FontFaceSet, 'check'> | undefined = document.fonts,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  if (!fonts) return false;
  for (let attempt = 1; attempt <= FONT_CHECK.tries; attempt++) {
    if (fonts.check(font)) return true;
    if (attempt < FONT_CHECK.tries) await wait(FONT_CHECK.intervalMs);
  }
  return false;
}
