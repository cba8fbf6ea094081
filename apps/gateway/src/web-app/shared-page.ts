import { EncodedBody } from '../common/encoded-body';

const HTML = 'text/html; charset=utf-8';

/**
 * A public page rendered once for everyone, guests and logged-in visitors alike: the visitor's own parts (their name,
 * hearts, links) are filled in by their browser once the page has hydrated (see sharedPageState). Kept as sent
 * (ETag, compressed forms), so a page from the cache costs neither a render nor a compression.
 */
export class SharedPage {
  readonly body: EncodedBody;

  /**
   * @param keep false for a page rendered while a read failed for now (see holdsPassingFailure): it goes to the
   * visitors who waited for it, and the next visitor gets a new render.
   */
  constructor(
    html: string | Buffer,
    readonly keep = true,
  ) {
    this.body = new EncodedBody(typeof html === 'string' ? Buffer.from(html) : html, HTML);
  }

  /** Bytes to count against the cache's limit: the page and its compressed forms, made later, a fraction of it. */
  get size(): number {
    return Math.ceil(1.5 * this.body.raw.length);
  }
}
