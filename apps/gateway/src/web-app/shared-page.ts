import { EncodedBody } from '../common/encoded-body';

const HTML = 'text/html; charset=utf-8';

/**
 * A public page rendered once for everyone: the guests' bytes, and the same page for a visitor who carries a session
 * cookie, whose browser asks for the user and fills in the header and hearts (see sessionVisitorState). Both are kept
 * as sent (ETag, compressed forms), so a page from the cache costs neither a render nor a compression. The member's
 * variant and each compressed form are made on first use: most pages are only ever asked for by guests, most landings
 * only once, and all in one encoding.
 */
export class SharedPage {
  readonly guest: EncodedBody;
  private memberBody?: EncodedBody;

  /**
   * @param keep false for a page rendered while a read failed for now (see holdsPassingFailure): it goes to the
   * visitors who waited for it, and the next visitor gets a new render.
   */
  constructor(
    guestHtml: string,
    private readonly memberHtml: () => string,
    readonly keep = true,
  ) {
    this.guest = new EncodedBody(Buffer.from(guestHtml), HTML);
  }

  get member(): EncodedBody {
    this.memberBody ??= new EncodedBody(Buffer.from(this.memberHtml()), HTML);
    return this.memberBody;
  }

  /**
   * Bytes to count against the cache's limit, fixed when the page is stored: the guest's bytes twice (its compressed
   * forms, made later, are a fraction of it) and the member's variant, which is about as long.
   */
  get size(): number {
    return 3 * this.guest.raw.length;
  }
}
