import Beasties from 'beasties';

/**
 * The CSS a rendered page needs for its first paint, inlined in its head; the whole stylesheet moves to the end of
 * the body, where it loads without holding the paint back (and without an inline script, which the shop's CSP
 * forbids).
 */
export class CriticalCss {
  private readonly beasties: Beasties;

  constructor(spaDir: string) {
    this.beasties = new Beasties({
      path: spaDir,
      publicPath: '/',
      preload: 'body',
      // The stylesheet is shared by every page: nothing is taken out of it.
      pruneSource: false,
      // Mantine's own <style> for its variables stays as Mantine wrote it.
      reduceInlineStyles: false,
      // The fonts' faces come inline too, so that the text's font is fetched at once, not after the stylesheet.
      inlineFonts: true,
      preloadFonts: false,
      keyframes: 'critical',
      logLevel: 'silent',
    });
  }

  inline(html: string): Promise<string> {
    return this.beasties.process(html);
  }
}
